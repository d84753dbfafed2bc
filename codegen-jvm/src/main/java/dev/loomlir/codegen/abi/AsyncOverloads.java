package dev.loomlir.codegen.abi;

import static dev.loomlir.codegen.abi.RuntimeMethod.staticMethod;

import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import org.objectweb.asm.Type;

/**
 * One {@link AsyncRuntime} method overloaded by the kind of its first parameter (a token, a value
 * or a group), so that each call site is monomorphic: {@link #of} picks the overload for an
 * operand's JVM type. {@code group} is null for methods that take no group.
 */
public record AsyncOverloads(RuntimeMethod token, RuntimeMethod value, RuntimeMethod group) {
  private static final Type TOKEN = Type.getType(AsyncToken.class);
  private static final Type VALUE = Type.getType(AsyncValue.class);
  private static final Type GROUP = Type.getType(AsyncGroup.class);

  /** {@code name(token|value|group, rest...) -> returns}. */
  static AsyncOverloads any(String name, Class<?> returns, Class<?>... rest) {
    return new AsyncOverloads(overload(name, returns, AsyncToken.class, rest), overload(name, returns, AsyncValue.class, rest),
        overload(name, returns, AsyncGroup.class, rest));
  }

  /** {@code name(token|value, rest...) -> returns}. */
  static AsyncOverloads tokenOrValue(String name, Class<?> returns, Class<?>... rest) {
    return new AsyncOverloads(overload(name, returns, AsyncToken.class, rest), overload(name, returns, AsyncValue.class, rest),
        null);
  }

  private static RuntimeMethod overload(String name, Class<?> returns, Class<?> first, Class<?>... rest) {
    Class<?>[] params = new Class<?>[rest.length + 1];
    params[0] = first;
    System.arraycopy(rest, 0, params, 1, rest.length);
    return staticMethod(AsyncRuntime.class, name, returns, params);
  }

  /** The overload taking an operand of JVM type {@code operand}; any other type is a bug in the caller. */
  public RuntimeMethod of(Type operand) {
    RuntimeMethod m = operand.equals(TOKEN) ? token : operand.equals(VALUE) ? value : operand.equals(GROUP) ? group : null;
    if (m == null) throw new IllegalArgumentException("no overload of " + token.name() + " for " + operand);
    return m;
  }
}
