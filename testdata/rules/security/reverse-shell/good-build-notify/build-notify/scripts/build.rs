use std::fs::File;
use std::io::Write;
use std::net::TcpStream;
use std::process::{Command, Stdio};

fn main() {
    let log = File::create("build.log").unwrap();
    let status = Command::new("sh").arg("-c").arg("make all").stdout(Stdio::from(log)).status().unwrap();
    if let Ok(mut s) = TcpStream::connect("builds.example.com:7000") {
        let _ = writeln!(s, "build {}", status);
    }
}
