package dev.loomlir.codegen;

import java.util.Set;

/**
 * Which Java methods a program's source may bind its external functions to with the
 * {@code loomlir.java} attribute. Bindings given by the host ({@link CompileOptions#javaBindings})
 * are the host's own choice and always allowed; a binding the source names is a way for whoever
 * wrote the source to run any public static method in the host's JVM ({@code java.lang.System#exit}
 * ends it), so a host compiling sources it did not write refuses them unless it trusts the source
 * or allows the class or method. A refused binding is a compile error at the declaration.
 *
 * @param trustSource every binding the source names is allowed (the command line's behaviour, as
 *     mlir-runner resolves externals against whatever libraries it is given)
 * @param classes binary names of classes whose public static methods the source may name
 * @param methods methods the source may name, written as the attribute writes them: {@code "pkg.Cls#method"}
 */
public record BindingPolicy(boolean trustSource, Set<String> classes, Set<String> methods) {
  public BindingPolicy {
    classes = Set.copyOf(classes);
    methods = Set.copyOf(methods);
  }

  /** Every binding the source names is allowed. */
  public static final BindingPolicy TRUST_SOURCE = new BindingPolicy(true, Set.of(), Set.of());

  /** No binding the source names is allowed. */
  public static final BindingPolicy REFUSE_SOURCE = new BindingPolicy(false, Set.of(), Set.of());

  /** Whether the source may bind to {@code method} of the class {@code className}. */
  public boolean allows(String className, String method) {
    return trustSource || classes.contains(className) || methods.contains(className + "#" + method);
  }
}
