package dev.loomlir.syntax.format;

import dev.loomlir.syntax.format.FormatElement.AttrDict;
import dev.loomlir.syntax.format.FormatElement.Literal;
import dev.loomlir.syntax.format.FormatElement.OIClause;
import dev.loomlir.syntax.format.FormatElement.OIList;
import dev.loomlir.syntax.format.FormatElement.OptionalGroup;
import dev.loomlir.syntax.format.FormatElement.PropDict;
import dev.loomlir.syntax.format.FormatElement.Whitespace;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which elements are printed with a space before them. Upstream decides this while generating
 * the printer, walking the format once in order (both branches of an optional group, whatever
 * is present at run time), so the decision is static; this class replays that walk.
 * Rules: a space before everything except after {@code (}, {@code [}, {@code <}, {@code {} or
 * {@code ``}, and no space before {@code ) ] > } ,} (and {@code ( [ < {} unless after a keyword).
 */
final class SpacingPlan {
  private final Map<FormatElement, Boolean> spaceBefore = new IdentityHashMap<>();
  private boolean shouldEmitSpace = true;
  private boolean lastWasPunctuation = false;

  private SpacingPlan() {}

  static SpacingPlan of(List<FormatElement> elements) {
    SpacingPlan plan = new SpacingPlan();
    plan.walk(elements);
    return plan;
  }

  /** True when {@code e} is preceded by a space. */
  boolean spaceBefore(FormatElement e) {
    return spaceBefore.getOrDefault(e, false);
  }

  private void walk(List<FormatElement> elements) {
    for (FormatElement e : elements) visit(e, null);
  }

  private void visit(FormatElement e, FormatElement skipped) {
    if (e == skipped) return;
    if (e instanceof Literal l) {
      spaceBefore.put(e, literal(l.spelling()));
    } else if (e instanceof Whitespace w) {
      if (w.isNewline()) return;
      lastWasPunctuation = w.value().isEmpty();
      shouldEmitSpace = false;
    } else if (e instanceof OptionalGroup g) {
      FormatElement elided = g.elidedUnitAnchor();
      for (FormatElement c : g.thenElements()) visit(c, elided);
      for (FormatElement c : g.elseElements()) visit(c, elided);
    } else if (e instanceof OIList list) {
      // MLIR 22 prints each present clause like a literal keyword and its elements.
      for (OIClause clause : list.clauses()) {
        visit(clause.keyword(), null);
        if (clause.unitAttr() == null) for (FormatElement c : clause.elements()) visit(c, null);
      }
    } else if (e instanceof AttrDict || e instanceof PropDict) {
      lastWasPunctuation = false;
    } else {
      spaceBefore.put(e, shouldEmitSpace || !lastWasPunctuation);
      lastWasPunctuation = false;
      shouldEmitSpace = true;
    }
  }

  /** Upstream's literal rule; updates the state for what follows. */
  private boolean literal(String value) {
    boolean space = shouldEmitSpace && shouldEmitSpaceBefore(value, lastWasPunctuation);
    char c = value.charAt(0);
    shouldEmitSpace = value.length() != 1 || "<({[".indexOf(c) < 0;
    lastWasPunctuation = c != '_' && !Character.isLetter(c);
    return space;
  }

  private static boolean shouldEmitSpaceBefore(String value, boolean lastWasPunctuation) {
    if (value.length() != 1 && !value.equals("->")) return true;
    if (lastWasPunctuation) return ">)}],".indexOf(value.charAt(0)) < 0;
    return "<>(){}[],".indexOf(value.charAt(0)) < 0;
  }
}
