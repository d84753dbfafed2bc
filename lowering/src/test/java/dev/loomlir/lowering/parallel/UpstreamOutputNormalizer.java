package dev.loomlir.lowering.parallel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes printed IR comparable when only the order of hoisted constants differs (loomlir folds
 * after the rewrite, upstream while rewriting, so constants created by folds can be hoisted in
 * another order): each constant's SSA name becomes a name derived from its value, and runs of
 * constants are sorted.
 */
final class UpstreamOutputNormalizer {
  private static final Pattern CONSTANT = Pattern.compile("^\\s*(%[\\w.$-]+) = arith\\.constant (.*)$");
  private static final Pattern FUNC = Pattern.compile("^\\s*func\\.func ");

  private UpstreamOutputNormalizer() {}

  static String normalize(String ir) {
    List<String> out = new ArrayList<>();
    List<String> function = new ArrayList<>();
    for (String line : ir.split("\n")) {
      if (FUNC.matcher(line).find() && !function.isEmpty()) {
        out.addAll(normalizeFunction(function));
        function.clear();
      }
      function.add(line);
    }
    out.addAll(normalizeFunction(function));
    return String.join("\n", out);
  }

  private static List<String> normalizeFunction(List<String> lines) {
    Map<String, String> renamed = new HashMap<>();
    for (String line : lines) {
      Matcher m = CONSTANT.matcher(line);
      if (m.matches()) renamed.put(m.group(1), "%K[" + m.group(2).replaceAll("\\s+", "_") + "]");
    }
    List<String> result = new ArrayList<>();
    List<String> run = new ArrayList<>();
    for (String line : lines) {
      String replaced = rename(line, renamed);
      if (CONSTANT.matcher(line).matches()) {
        run.add(replaced);
        continue;
      }
      run.sort(null);
      result.addAll(run);
      run.clear();
      result.add(replaced);
    }
    run.sort(null);
    result.addAll(run);
    return result;
  }

  private static String rename(String line, Map<String, String> renamed) {
    Matcher m = Pattern.compile("%[\\w.$-]+").matcher(line);
    StringBuilder sb = new StringBuilder();
    while (m.find()) m.appendReplacement(sb, Matcher.quoteReplacement(renamed.getOrDefault(m.group(), m.group())));
    m.appendTail(sb);
    return sb.toString();
  }
}
