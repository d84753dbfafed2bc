package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.FunctionInfo;
import dev.loomlir.launch.EntryResult;

/**
 * Whether a function of a compiled module can be a program's entry point, by mlir-runner's rules:
 * it is public, takes no arguments and returns nothing or one i32, i64, f32 or f64 (the kind
 * {@code -entry-point-result} asks for, when it asks). {@code loomlir run}, {@code loomlir compile}
 * and {@link Loomlir#compileToJar} check with it.
 *
 * @param problem what is wrong, or {@link Problem#NONE}
 * @param function the entry function; null when it is {@link Problem#NOT_FOUND}
 * @param result how the entry's result is printed; null unless there is no problem
 * @param message the problem, in mlir-runner's words where it has some; null without a problem.
 *     {@link #diagnostic} is how the CLI and the API report it.
 */
public record EntryPointCheck(Problem problem, FunctionInfo function, EntryResult result, String message) {
  /** What keeps a function from being the entry point, in the order it is checked. */
  public enum Problem { NONE, NOT_FOUND, TAKES_ARGUMENTS, NOT_THE_REQUESTED_RESULT, UNSUPPORTED_RESULT }

  /**
   * Checks the function {@code entry} of {@code module}.
   *
   * @param requested the result kind asked for, or null to take the one the function declares
   */
  public static EntryPointCheck of(CompiledModule module, String entry, EntryResult requested) {
    String named = "entry point '@" + entry + "'";
    FunctionInfo f = module.functions().get(entry);
    if (f == null || !f.isPublic()) return failed(Problem.NOT_FOUND, null, named + " not found");
    if (!f.type().inputs().isEmpty()) {
      return failed(Problem.TAKES_ARGUMENTS, f, named + " takes arguments (" + f.type() + "); it must take none");
    }
    EntryResult declared = EntryResult.of(f.type().results().stream().map(Object::toString).toList());
    if (requested != null && requested != declared) {
      return failed(Problem.NOT_THE_REQUESTED_RESULT, f,
          requested.mismatchMessage() + " (" + named + " has type " + f.type() + ")");
    }
    if (declared == null) {
      return failed(Problem.UNSUPPORTED_RESULT, f,
          named + " has type " + f.type() + "; it can return nothing, i32, i64, f32 or f64");
    }
    return new EntryPointCheck(Problem.NONE, f, declared, null);
  }

  /**
   * The problem as one MLIR-style line, {@code FILE: error: message} without a newline: the one
   * wording that {@code loomlir run}, {@code loomlir compile} and {@link Loomlir#compileToJar} give.
   */
  public String diagnostic(String sourceName) {
    return sourceName + ": error: " + message;
  }

  private static EntryPointCheck failed(Problem problem, FunctionInfo function, String message) {
    return new EntryPointCheck(problem, function, null, message);
  }
}
