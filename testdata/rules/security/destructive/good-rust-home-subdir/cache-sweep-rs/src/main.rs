use std::{env, fs, path::PathBuf};

fn main() {
    let home = PathBuf::from(env::var("HOME").unwrap_or_default());
    let _ = fs::remove_dir_all(home.join(".cache/cache-sweep"));
}
