package dev.loomlir.ir;

import java.util.function.Predicate;

/**
 * A named predicate on types, as ODS type constraints: the description appears in verifier
 * errors ({@code operand #0 must be signless-integer-like, but got 'f32'}). When the constraint
 * admits exactly one type, {@code fixedType} is it, so custom syntax can omit it.
 */
public record TypeConstraint(String description, Predicate<Type> predicate, Type fixedType) {
  public TypeConstraint(String description, Predicate<Type> predicate) { this(description, predicate, null); }

  public boolean matches(Type t) { return predicate.test(t); }

  public static TypeConstraint exactly(Type t) { return new TypeConstraint(t.toString(), t::equals, t); }

  public static TypeConstraint of(String description, Predicate<Type> p) { return new TypeConstraint(description, p); }

  public TypeConstraint or(TypeConstraint other) {
    return new TypeConstraint(description + " or " + other.description, predicate.or(other.predicate));
  }

  public static final TypeConstraint ANY = new TypeConstraint("any type", t -> true);
}
