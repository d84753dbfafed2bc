package dev.loomlir.ir;

import java.util.function.Predicate;

/**
 * A named predicate on types, as ODS type constraints: the description appears in verifier
 * errors ({@code operand #0 must be signless-integer-like, but got 'f32'}). When the constraint
 * admits exactly one type, {@code fixedType} is it, so custom syntax can omit it. {@code kind},
 * when set, is the builtin type class every admitted type has (ODS's C++ storage type, such as
 * {@code VectorType} for any vector): an assembly format's {@code type(...)} of such a group is
 * checked as it is parsed, as upstream's generated parsers do.
 */
public record TypeConstraint(String description, Predicate<Type> predicate, Type fixedType, Kind kind) {
  /** A builtin type class and its name in upstream's parse errors ({@code builtin.vector}). */
  public record Kind(Class<? extends Type> type, String builtinName) {}

  public TypeConstraint(String description, Predicate<Type> predicate, Type fixedType) {
    this(description, predicate, fixedType, null);
  }

  public TypeConstraint(String description, Predicate<Type> predicate) { this(description, predicate, null, null); }

  public boolean matches(Type t) { return predicate.test(t); }

  public static TypeConstraint exactly(Type t) { return new TypeConstraint(t.toString(), t::equals, t); }

  public static TypeConstraint of(String description, Predicate<Type> p) { return new TypeConstraint(description, p); }

  /** This constraint, whose types are all of class {@code type} (see {@link #kind}). */
  public TypeConstraint ofKind(Class<? extends Type> type, String builtinName) {
    return new TypeConstraint(description, predicate, fixedType, new Kind(type, builtinName));
  }

  public TypeConstraint or(TypeConstraint other) {
    return new TypeConstraint(description + " or " + other.description, predicate.or(other.predicate));
  }

  public static final TypeConstraint ANY = new TypeConstraint("any type", t -> true);
}
