package dev.loomlir.bench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The report's picture: two bar charts side by side in one PNG, so the README can show it with
 * one image: native/loomlir per program of {@code ../shared/bench} (log scale, bars from parity:
 * up is loomlir faster), and the cost of runtime operations beside CompletableFuture and virtual
 * threads (log scale: they span six orders of magnitude).
 */
final class ChartWriter {
  private static final int WIDTH = 1400;
  private static final int HEIGHT = 560;
  private static final Color[] SERIES = {new Color(0x2b6cb0), new Color(0xdd6b20), new Color(0x38a169)};

  private ChartWriter() {}

  static void write(List<CompareRow> compare, RuntimeCosts costs, Path png) throws IOException {
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, WIDTH, HEIGHT);
    int left = WIDTH * 2 / 5;
    ratioChart(compare).draw(g, new Rectangle2D.Double(0, 0, left, HEIGHT));
    runtimeChart(costs).draw(g, new Rectangle2D.Double(left, 0, WIDTH - left, HEIGHT));
    g.dispose();
    Path parent = png.toAbsolutePath().getParent();
    if (parent != null) Files.createDirectories(parent);
    ImageIO.write(image, "png", png.toFile());
  }

  private static JFreeChart ratioChart(List<CompareRow> compare) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (CompareRow row : compare) {
      if (!row.failed()) data.addValue(row.ratio(), "native/loomlir", row.program().replace(".mlir", ""));
    }
    JFreeChart chart = ChartFactory.createBarChart("Upstream MLIR (native -O3) / loomlir, median time",
        null, "native / loomlir  (> 1: loomlir faster)", data, PlotOrientation.VERTICAL, false, false, false);
    CategoryPlot plot = style(chart);
    // Log scale with bars growing from parity: 4x faster and 4x slower look the same size.
    double low = 1;
    double high = 1;
    for (CompareRow row : compare) {
      if (row.failed()) continue;
      low = Math.min(low, row.ratio());
      high = Math.max(high, row.ratio());
    }
    LogAxis axis = new LogAxis("native / loomlir, log scale  (> 1: loomlir faster)");
    axis.setBase(10);
    axis.setTickUnit(new NumberTickUnit(1.0));
    axis.setNumberFormatOverride(new java.text.DecimalFormat("0.###"));
    axis.setRange(Math.pow(10, Math.floor(Math.log10(low))), Math.pow(10, Math.ceil(Math.log10(high) + 0.01)));
    plot.setRangeAxis(axis);
    ((BarRenderer) plot.getRenderer()).setBase(1.0);
    ValueMarker parity = new ValueMarker(1.0, Color.DARK_GRAY, new BasicStroke(1.5f));
    parity.setLabel("parity");
    parity.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
    parity.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.BOTTOM_RIGHT);
    plot.addRangeMarker(parity);
    BarRenderer renderer = (BarRenderer) plot.getRenderer();
    renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}",
        new java.text.DecimalFormat("0.00")));
    renderer.setDefaultItemLabelsVisible(true);
    renderer.setMaximumBarWidth(0.12);
    if (data.getColumnCount() == 0) chart.addSubtitle(new org.jfree.chart.title.TextTitle("(no comparison ran)"));
    return chart;
  }

  private static JFreeChart runtimeChart(RuntimeCosts costs) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    double smallest = Double.MAX_VALUE;
    for (Map.Entry<String, Map<String, Double>> op : costs.micros.entrySet()) {
      for (String impl : RuntimeCosts.IMPLEMENTATIONS) {
        Double v = op.getValue().get(impl);
        if (v == null || !(v > 0)) continue;
        data.addValue(v, RuntimeCosts.TITLES.get(impl), op.getKey());
        smallest = Math.min(smallest, v);
      }
    }
    JFreeChart chart = ChartFactory.createBarChart("Async runtime operations (lower is better)", null,
        "microseconds per operation (log scale)", data, PlotOrientation.VERTICAL, true, false, false);
    CategoryPlot plot = style(chart);
    LogAxis axis = new LogAxis("microseconds per operation (log scale)");
    axis.setBase(10);
    axis.setTickUnit(new NumberTickUnit(1.0));   // one tick per power of ten
    axis.setNumberFormatOverride(new java.text.DecimalFormat("0.###"));
    double floor = smallest == Double.MAX_VALUE ? 0.01 : Math.pow(10, Math.floor(Math.log10(smallest)));
    axis.setSmallestValue(floor);
    plot.setRangeAxis(axis);
    ((BarRenderer) plot.getRenderer()).setBase(floor);
    plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    return chart;
  }

  private static CategoryPlot style(JFreeChart chart) {
    chart.setBackgroundPaint(Color.WHITE);
    chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
    CategoryPlot plot = chart.getCategoryPlot();
    plot.setBackgroundPaint(new Color(0xf7f7f7));
    plot.setRangeGridlinePaint(new Color(0xbbbbbb));
    plot.setOutlineVisible(false);
    BarRenderer renderer = (BarRenderer) plot.getRenderer();
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setItemMargin(0.05);
    for (int i = 0; i < SERIES.length; i++) renderer.setSeriesPaint(i, SERIES[i]);
    CategoryAxis domain = plot.getDomainAxis();
    domain.setTickLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    return plot;
  }
}
