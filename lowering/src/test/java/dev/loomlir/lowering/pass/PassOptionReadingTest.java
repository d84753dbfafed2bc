package dev.loomlir.lowering.pass;

import static dev.loomlir.lowering.pass.OptionReadings.flag;
import static dev.loomlir.lowering.pass.OptionReadings.pipeline;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pass options read as mlir-opt-22 reads them: spaces around {@code =} and between options, quoted
 * and braced values, lists, unknown and repeated options. Each expected value is what mlir-opt-22
 * did with the same options, seen with
 * {@code mlir-opt-22 t.mlir --pass-pipeline='builtin.module(PASS{OPTIONS})' --dump-pass-pipeline}
 * (the values it printed for the options written, or its error message) and, for the flag rows,
 * {@code mlir-opt-22 t.mlir -PASS='OPTIONS' --dump-pass-pipeline}.
 */
class PassOptionReadingTest {
  static Stream<Arguments> spacing() {
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

  static Stream<Arguments> quotesListsAndRepeats() {
    return Stream.of(
        // A name or value wholly in quotes or braces loses them and the spaces inside.
        pipeline("canonicalize", "max-iterations=\"5\"", "max-iterations=5"),
        pipeline("canonicalize", "max-iterations={5}", "max-iterations=5"),
        pipeline("canonicalize", "max-iterations=\" 5 \"", "max-iterations=5"),
        pipeline("canonicalize", "\"max-iterations\"=5", "max-iterations=5"),
        flag("canonicalize", "'max-iterations'=5", "max-iterations=5"),
        flag("canonicalize", "{max-iterations}=5", "max-iterations=5"),
        flag("canonicalize", "max-iterations=\" 7\" top-down=0", "max-iterations=7 top-down=false"),
        flag("canonicalize", "max-iterations=\"5\" top-down=\"false\"", "max-iterations=5 top-down=false"),
        flag("canonicalize", "region-simplify={aggressive}", "region-simplify=aggressive"),
        flag("canonicalize", "max-iterations=\"\"", "for the --max-iterations option: '' value invalid for long argument!"),
        flag("canonicalize", "max-iterations=\"5 6\"", "for the --max-iterations option: '5 6' value invalid for long argument!"),
        // A quote or brace that is not closed is kept; a lone closing brace is an ordinary character.
        flag("canonicalize", "max-iterations=\"5", "for the --max-iterations option: '\"5' value invalid for long argument!"),
        flag("canonicalize", "max-iterations={5", "for the --max-iterations option: '{5' value invalid for long argument!"),
        flag("canonicalize", "max-iterations=5}", "for the --max-iterations option: '5}' value invalid for long argument!"),
        flag("canonicalize", "\"max-iterations=5\"", "<Pass-Options-Parser>: no such option \"max-iterations"),
        flag("canonicalize", "disable-patterns=\"abc max-iterations=3", "disable-patterns={\"abc} max-iterations=3"),
        flag("canonicalize", "disable-patterns=a} max-iterations=3", "disable-patterns={a}} max-iterations=3"),
        flag("canonicalize", "max-iterations={5 top-down=false",
            "for the --max-iterations option: '{5 top-down=false' value invalid for long argument!"),
        // Quotes in the middle of a value keep its spaces.
        flag("canonicalize", "max-iterations=a\"b c\"d top-down=false",
            "for the --max-iterations option: 'a\"b c\"d' value invalid for long argument!"),
        flag("canonicalize", "max-iterations='5 ' top-down=false", "max-iterations=5 top-down=false"),
        flag("canonicalize", "disable-patterns=\"a'b\" max-iterations=3", "disable-patterns={a'b} max-iterations=3"),
        flag("canonicalize", "max-iterations=5 \"\" top-down=false", "max-iterations=5 top-down=false"),
        // Lists: elements split at commas outside quotes and braces, each trimmed and unwrapped.
        pipeline("canonicalize", "disable-patterns={a, b}", "disable-patterns={a,b}"),
        pipeline("canonicalize", "disable-patterns={ a , b }", "disable-patterns={a,b}"),
        pipeline("canonicalize", "disable-patterns=\"a b\"", "disable-patterns={{a b}}"),
        pipeline("canonicalize", "disable-patterns=\" a \"", "disable-patterns={a}"),
        pipeline("canonicalize", "disable-patterns='a,b'", "disable-patterns={a,b}"),
        pipeline("canonicalize", "disable-patterns={a,{b,c}}", "disable-patterns={a,b,c}"),
        pipeline("canonicalize", "disable-patterns={a,{b}}", "disable-patterns={a,b}"),
        pipeline("canonicalize", "disable-patterns={\"a,b\",c}", "disable-patterns={a,b,c}"),
        pipeline("canonicalize", "disable-patterns={a,,b}", "disable-patterns={a,,b}"),
        pipeline("canonicalize", "disable-patterns={a,}", "disable-patterns={a,}"),
        pipeline("canonicalize", "disable-patterns=,", "disable-patterns={,}"),
        pipeline("canonicalize", "disable-patterns={'x y',z}", "disable-patterns={{x y},z}"),
        pipeline("canonicalize", "disable-patterns={a b,c}", "disable-patterns={{a b},c}"),
        pipeline("canonicalize", "disable-patterns=a,{b c}", "disable-patterns={a,{b c}}"),
        pipeline("canonicalize", "disable-patterns={{a,b},c}", "disable-patterns={a,b,c}"),
        // Repeated options: the last value of a scalar wins, a list collects them all.
        pipeline("canonicalize", "max-iterations=5 max-iterations=6", "max-iterations=6"),
        pipeline("canonicalize", "top-down=false top-down=true", "top-down=true"),
        pipeline("canonicalize", "disable-patterns=a disable-patterns=b", "disable-patterns={a,b}"),
        flag("canonicalize", "max-iterations=5 max-iterations=x", "for the --max-iterations option: 'x' value invalid for long argument!"),
        flag("canonicalize", "max-iterations=x max-iterations=5", "for the --max-iterations option: 'x' value invalid for long argument!"),
        // Unknown options and bad values: the first in the order written is the error.
        pipeline("canonicalize", "max-iterations=x foo=1", "for the --max-iterations option: 'x' value invalid for long argument!"),
        pipeline("canonicalize", "foo=1 max-iterations=x", "<Pass-Options-Parser>: no such option foo"),
        pipeline("canonicalize", "max-iterations=5 foo", "<Pass-Options-Parser>: no such option foo"),
        pipeline("cse", "x=1", "<Pass-Options-Parser>: no such option x"),
        pipeline("cse", "", ""),
        pipeline("canonicalize", " ", ""),
        flag("canonicalize", "foo", "<Pass-Options-Parser>: no such option foo"),
        // Options loomlir accepts but ignores are checked all the same.
        pipeline("canonicalize", "region-simplify=aggressive", "region-simplify=aggressive"),
        pipeline("canonicalize", "region-simplify=bogus", "for the --region-simplify option: Cannot find option named 'bogus'!"),
        pipeline("canonicalize", "region-simplify", "for the --region-simplify option: requires a value!"),
        pipeline("canonicalize", "max-num-rewrites=abc", "for the --max-num-rewrites option: 'abc' value invalid for long argument!"),
        pipeline("canonicalize", "top-down=maybe", "for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1"),
        pipeline("convert-scf-to-cf", "allow-pattern-rollback=maybe",
            "for the --allow-pattern-rollback option: 'maybe' is invalid value for boolean argument! Try 0 or 1"),
        pipeline("convert-scf-to-cf", "allow-pattern-rollback", "allow-pattern-rollback=true"));
  }

  @ParameterizedTest(name = "{0} {1}: {2}")
  @MethodSource({"spacing", "quotesListsAndRepeats"})
  void readsOptionsAsMlirOpt22Does(String form, String options, String expected) {
    assertEquals(expected, OptionReadings.read(form, options));
  }
}
