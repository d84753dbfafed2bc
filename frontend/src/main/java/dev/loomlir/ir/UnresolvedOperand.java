package dev.loomlir.ir;

/**
 * An SSA use as written, before its type is known: {@code %name} or {@code %name#number}.
 * {@code number} is the result index within a result group (0 when no {@code #}).
 */
public record UnresolvedOperand(String name, int number, SourcePos pos) {
  @Override public String toString() { return number == 0 ? name : name + "#" + number; }
}
