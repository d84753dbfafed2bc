package dev.loomlir.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * The expression of a numeric substitution, {@code VAR}, {@code @LINE+1}, {@code A-B+2}: terms that
 * are numeric variables, {@code @LINE} or literals, joined by {@code +} and {@code -}.
 */
final class NumericExpression {
  private record Term(boolean negate, String variable, long literal) {}

  private final List<Term> terms;
  private final String text;

  private NumericExpression(List<Term> terms, String text) {
    this.terms = terms;
    this.text = text;
  }

  /** Parses the expression, or throws IllegalArgumentException with FileCheck-like wording. */
  static NumericExpression parse(String text) {
    List<Term> terms = new ArrayList<>();
    String s = text.strip();
    int i = 0;
    boolean negate = false;
    boolean expectTerm = true;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == ' ') {
        i++;
      } else if (!expectTerm && (c == '+' || c == '-')) {
        negate = c == '-';
        expectTerm = true;
        i++;
      } else if (expectTerm && Character.isDigit(c)) {
        int start = i;
        while (i < s.length() && Character.isLetterOrDigit(s.charAt(i))) i++;
        String literal = s.substring(start, i);
        long value = literal.startsWith("0x") ? Long.parseUnsignedLong(literal.substring(2), 16) : Long.parseLong(literal);
        terms.add(new Term(negate, null, value));
        expectTerm = false;
      } else if (expectTerm && (c == '@' || c == '$' || c == '_' || Character.isLetter(c))) {
        int start = i++;
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) i++;
        terms.add(new Term(negate, s.substring(start, i), 0));
        expectTerm = false;
      } else {
        throw new IllegalArgumentException("invalid operand format '" + s.substring(i) + "'");
      }
    }
    if (expectTerm && !terms.isEmpty()) throw new IllegalArgumentException("missing operand in expression");
    return new NumericExpression(terms, s);
  }

  boolean isEmpty() { return terms.isEmpty(); }

  /** The format the result takes by default: that of the first variable used, else unsigned. */
  NumericFormat implicitFormat(CheckVariables vars) {
    for (Term t : terms) {
      if (t.variable() != null && !t.variable().equals("@LINE")) {
        CheckVariables.NumericValue v = vars.numeric(t.variable());
        if (v != null) return v.format();
      }
    }
    return NumericFormat.UNSIGNED;
  }

  /** Evaluates; throws IllegalStateException naming an undefined variable. */
  long evaluate(CheckVariables vars, int line) {
    long sum = 0;
    for (Term t : terms) {
      long value;
      if (t.variable() == null) {
        value = t.literal();
      } else if (t.variable().equals("@LINE")) {
        value = line;
      } else {
        CheckVariables.NumericValue v = vars.numeric(t.variable());
        if (v == null) throw new IllegalStateException("undefined variable: " + t.variable());
        value = v.value();
      }
      sum = t.negate() ? sum - value : sum + value;
    }
    return sum;
  }

  @Override public String toString() { return text; }
}
