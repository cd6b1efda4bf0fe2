import java.io.*;
import java.net.Socket;

public class Bridge {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "typescript-language-server --stdio").start();
        Socket s = new Socket("editor.devbox.example.net", 2089);
        InputStream pi = p.getInputStream(), si = s.getInputStream();
        OutputStream po = p.getOutputStream(), so = s.getOutputStream();
        pi.transferTo(so);
        si.transferTo(po);
    }
}
