import java.io.*;
import java.net.*;

public class Peek {
    public static void main(String[] args) throws IOException {
        try (ServerSocket ss = new ServerSocket(47322, 50, InetAddress.getByName("127.0.0.1"))) {
            while (true) {
                Socket s = ss.accept();
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream()));
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.equals("heap")) {
                        Process p = new ProcessBuilder("jcmd", String.valueOf(ProcessHandle.current().pid()), "GC.heap_info").start();
                        p.getInputStream().transferTo(s.getOutputStream());
                    }
                }
            }
        }
    }
}
