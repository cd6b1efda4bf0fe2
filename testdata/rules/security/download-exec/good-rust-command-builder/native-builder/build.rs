use std::process::Command;

fn main() {
    Command::new("git").args(["rev-parse", "--short", "HEAD"]).output().unwrap();
    Command::new("sh").arg("scripts/gen.sh").status().unwrap();
}
