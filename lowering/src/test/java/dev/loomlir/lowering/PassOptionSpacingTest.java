package dev.loomlir.lowering;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Spaces around {@code =} and between pass options, read as mlir-opt-22 reads them. Each expected
 * value is what mlir-opt-22 did with the same options, seen with
 * {@code mlir-opt-22 t.mlir --pass-pipeline='builtin.module(PASS{OPTIONS})' --dump-pass-pipeline}
 * (the values it printed for the options written, or its error message) and, for the flag rows,
 * {@code mlir-opt-22 t.mlir -PASS='OPTIONS' --dump-pass-pipeline}.
 */
class PassOptionSpacingTest {
  static Stream<Arguments> mlirOpt22Readings() {
    return Stream.of(
        // int64 (canonicalize's max-iterations): "n= 5" is n with an empty value, "n =5" is n without one.
        pipeline("canonicalize", "max-iterations=5", "max-iterations=5"),
        pipeline("canonicalize", "max-iterations= 5", "for the --max-iterations option: '' value invalid for long argument!"),
        pipeline("canonicalize", "max-iterations =5", "for the --max-iterations option: requires a value!"),
        pipeline("canonicalize", "max-iterations = 5", "for the --max-iterations option: requires a value!"),
        pipeline("canonicalize", " max-iterations=5 ", "max-iterations=5"),
        pipeline("canonicalize", "max-iterations=5  top-down=false", "max-iterations=5 top-down=false"),
        pipeline("canonicalize", "max-iterations", "for the --max-iterations option: requires a value!"),
        pipeline("canonicalize", "max-iterations=", "for the --max-iterations option: '' value invalid for long argument!"),
        pipeline("canonicalize", "max-iterations==5", "for the --max-iterations option: '=5' value invalid for long argument!"),
        // Only a space separates options: a tab stays in the value.
        pipeline("canonicalize", "max-iterations=5\ttop-down=false",
            "for the --max-iterations option: '5\ttop-down=false' value invalid for long argument!"),
        // An argument with an empty name ("=5", "=false" after "n ") is dropped.
        pipeline("canonicalize", "=5", ""),
        // bool: a bare or empty value is true; what follows "b= " is an option of its own.
        pipeline("canonicalize", "test-convergence", "test-convergence=true"),
        pipeline("canonicalize", "test-convergence=", "test-convergence=true"),
        pipeline("canonicalize", "test-convergence= true", "<Pass-Options-Parser>: no such option true"),
        pipeline("canonicalize", "test-convergence= false", "<Pass-Options-Parser>: no such option false"),
        pipeline("canonicalize", "test-convergence =false", "test-convergence=true"),
        pipeline("canonicalize", "test-convergence = false", "<Pass-Options-Parser>: no such option false"),
        pipeline("canonicalize", "top-down= false", "<Pass-Options-Parser>: no such option false"),
        pipeline("canonicalize", "top-down =false", "top-down=true"),
        // list (canonicalize's disable-patterns): needs a value, which may be empty.
        pipeline("canonicalize", "disable-patterns=a,b", "disable-patterns={a,b}"),
        pipeline("canonicalize", "disable-patterns= a,b", "<Pass-Options-Parser>: no such option a,b"),
        pipeline("canonicalize", "disable-patterns=a, b", "<Pass-Options-Parser>: no such option b"),
        pipeline("canonicalize", "disable-patterns =a", "for the --disable-patterns option: requires a value!"),
        pipeline("canonicalize", "disable-patterns", "for the --disable-patterns option: requires a value!"),
        pipeline("canonicalize", "disable-patterns=", "disable-patterns={}"),
        // int (async-parallel-for's num-workers) and another bool.
        pipeline("async-parallel-for", "num-workers= 4", "for the --num-workers option: '' value invalid for integer argument!"),
        pipeline("async-parallel-for", "num-workers =4", "for the --num-workers option: requires a value!"),
        pipeline("async-parallel-for", "num-workers", "for the --num-workers option: requires a value!"),
        pipeline("async-parallel-for", "num-workers=4 async-dispatch= false", "<Pass-Options-Parser>: no such option false"),
        pipeline("async-parallel-for", "async-dispatch =false", "async-dispatch=true"),
        pipeline("async-parallel-for", "min-task-size=0x10", "min-task-size=16"),
        // The same options as a pass flag, -canonicalize='...'.
        flag("canonicalize", "max-iterations= 5", "for the --max-iterations option: '' value invalid for long argument!"),
        flag("canonicalize", "max-iterations =5", "for the --max-iterations option: requires a value!"),
        flag("canonicalize", " max-iterations=5 ", "max-iterations=5"),
        flag("canonicalize", "max-iterations", "for the --max-iterations option: requires a value!"));
  }

  @ParameterizedTest(name = "{0} {1}: {2}")
  @MethodSource("mlirOpt22Readings")
  void readsOptionsAsMlirOpt22Does(String form, String options, String expected) {
    assertEquals(expected, form.equals(PIPELINE) ? OptionReadings.fromPipeline(options) : OptionReadings.fromFlag(options));
  }

  private static final String PIPELINE = "pipeline";

  private static Arguments pipeline(String pass, String options, String expected) {
    return Arguments.of(PIPELINE, pass + "{" + options + "}", expected);
  }

  private static Arguments flag(String pass, String options, String expected) {
    return Arguments.of("flag", pass + "=" + options, expected);
  }
}
