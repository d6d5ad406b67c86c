// `npm run bench` (bench/jvmBench.ts): the JVM's time for one invoice, warm inside one JVM: the XSD through the
// JDK's validator, then the EN 16931 and XRechnung stylesheets through Saxon-HE's s9api on one parsed tree,
// SVRL into an in-memory tree. Prints one JSON line of medians in ms. Run as a single-file source program:
// java -cp Saxon-HE.jar JvmValidate.java <xsd> <cen.xslt> <xrechnung.xslt> <invoice.xml> <warm-up> <runs>
import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.file.Files;
import java.util.Arrays;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.XdmDestination;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XsltExecutable;
import net.sf.saxon.s9api.XsltTransformer;

public class JvmValidate {
  public static void main(String[] args) throws Exception {
    Processor saxon = new Processor(false);
    XsltExecutable cen = saxon.newXsltCompiler().compile(new StreamSource(new File(args[1])));
    XsltExecutable xrechnung = saxon.newXsltCompiler().compile(new StreamSource(new File(args[2])));
    Schema xsd = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new File(args[0]));
    byte[] invoice = Files.readAllBytes(new File(args[3]).toPath());
    int warmUp = Integer.parseInt(args[4]);
    int runs = Integer.parseInt(args[5]);
    DocumentBuilder builder = saxon.newDocumentBuilder();
    double[][] ms = new double[5][runs];
    for (int i = -warmUp; i < runs; i++) {
      long t0 = System.nanoTime();
      xsd.newValidator().validate(new StreamSource(new ByteArrayInputStream(invoice)));
      long t1 = System.nanoTime();
      XdmNode doc = builder.build(new StreamSource(new ByteArrayInputStream(invoice)));
      long t2 = System.nanoTime();
      transform(cen, doc);
      long t3 = System.nanoTime();
      transform(xrechnung, doc);
      long t4 = System.nanoTime();
      if (i < 0) continue;
      long[] at = {t0, t1, t2, t3, t4};
      for (int part = 0; part < 4; part++) ms[part][i] = (at[part + 1] - at[part]) / 1e6;
      ms[4][i] = (t4 - t0) / 1e6;
    }
    System.out.printf(
        "{\"xsd\":%.3f,\"parse\":%.3f,\"cen\":%.3f,\"xrechnung\":%.3f,\"total\":%.3f}%n",
        median(ms[0]), median(ms[1]), median(ms[2]), median(ms[3]), median(ms[4]));
  }

  private static void transform(XsltExecutable stylesheet, XdmNode doc) throws Exception {
    XsltTransformer t = stylesheet.load();
    t.setInitialContextNode(doc);
    t.setDestination(new XdmDestination());
    t.transform();
  }

  private static double median(double[] xs) {
    double[] s = xs.clone();
    Arrays.sort(s);
    int mid = s.length / 2;
    return s.length % 2 == 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  }
}
