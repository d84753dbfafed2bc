package dev.loomlir.lowering.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PipelineElement.NestedPipeline;
import dev.loomlir.lowering.pass.PipelineElement.PassElement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Textual pipelines parsed as mlir-opt-22 parses them. Each expected value is what
 * {@code mlir-opt-22 t.mlir --pass-pipeline='PIPELINE' --dump-pass-pipeline} did: the pipeline
 * it built (written here compactly, with only the options given) or its error. mlir-opt parses the
 * text inside the anchor's parentheses on its own: error columns count in it, and it is the text
 * an error shows.
 */
class PassPipelineSyntaxTest {
  private static final String NOT_WRAPPED =
      "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";
  private static final String EXPECTED_COMMA = "expected ',' after parsing pipeline";
  private static final String UNBALANCED = "encountered unbalanced parentheses while parsing pipeline";
  private static final String EXTRA_CLOSE = "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline";
  private static final String NO_CLOSING_BRACE = "missing closing '}' while processing pass options";

  static Stream<Arguments> mlirOpt22Pipelines() {
    return Stream.of(
        // The anchor: the trimmed text must be NAME(...).
        parses(" builtin.module(cse)", "builtin.module(cse)"),
        parses("  builtin.module  ( cse ) ", "builtin.module(cse)"),
        parses("builtin.module()", "builtin.module()"),
        parses("any(cse)", "any(cse)"),
        parses("func.func(cse)", "func.func(cse)"),
        rejects("(cse)", NOT_WRAPPED),
        rejects("builtin.module", NOT_WRAPPED),
        rejects("builtin.module(cse", NOT_WRAPPED),
        rejects("builtin.module(cse}", NOT_WRAPPED),
        rejects("builtin.module(cse){", NOT_WRAPPED),
        rejects("builtin.module(canonicalize{max-iterations=3}}", NOT_WRAPPED),
        rejects("builtin.module(cse{x=1)}", NOT_WRAPPED),
        rejects("builtin.module(func.func(cse)  ) x", NOT_WRAPPED),
        // Names: trimmed, up to , ( ) or {; a nested pipeline without a name is on any op.
        parses("builtin.module( canonicalize , cse )", "builtin.module(canonicalize,cse)"),
        parses("builtin.module(func.func (cse))", "builtin.module(func.func(cse))"),
        parses("builtin.module(func.func(cse ) )", "builtin.module(func.func(cse))"),
        parses("builtin.module(func.func(cse) , cse)", "builtin.module(func.func(cse),cse)"),
        parses("builtin.module((cse))", "builtin.module(any(cse))"),
        parses("builtin.module(bogus.op(cse))", "builtin.module(bogus.op(cse))"),
        rejects("builtin.module(canon icalize)",
            error(1, "'canon icalize' does not refer to a registered pass or pass pipeline", "canon icalize")),
        rejects("builtin.module(cse}x)", error(1, "'cse}x' does not refer to a registered pass or pass pipeline", "cse}x")),
        rejects("builtin.module(cse,)", error(5, "'' does not refer to a registered pass or pass pipeline", "cse,")),
        rejects("builtin.module(,cse)", error(1, "'' does not refer to a registered pass or pass pipeline", ",cse")),
        rejects("builtin.module(cse, )", error(6, "'' does not refer to a registered pass or pass pipeline", "cse, ")),
        rejects("builtin.module(cse, ,cse)", error(6, "'' does not refer to a registered pass or pass pipeline", "cse, ,cse")),
        rejects("builtin.module( )", error(2, "'' does not refer to a registered pass or pass pipeline", " ")),
        rejects("builtin.module(func.func())", error(11, "'' does not refer to a registered pass or pass pipeline", "func.func()")),
        rejects("builtin.module(cse(x))", error(5, "'x' does not refer to a registered pass or pass pipeline", "cse(x)")),
        rejects("builtin.module(no-such-pass)",
            error(1, "'no-such-pass' does not refer to a registered pass or pass pipeline", "no-such-pass")),
        rejects("builtin.module(func.func(cse, nope))",
            error(16, "'nope' does not refer to a registered pass or pass pipeline", "func.func(cse, nope)")),
        rejects("builtin.module(cse,   nope)", error(8, "'nope' does not refer to a registered pass or pass pipeline", "cse,   nope")),
        rejects("builtin.module(cse\t,nope)", error(6, "'nope' does not refer to a registered pass or pass pipeline", "cse\t,nope")),
        // Every name is looked up before any pass reads its options.
        rejects("builtin.module(canonicalize{max-iterations=x}, nope)",
            error(33, "'nope' does not refer to a registered pass or pass pipeline", "canonicalize{max-iterations=x}, nope")),
        rejects("builtin.module(canonicalize{max-iterations=x}, func.func(nope))", error(43,
            "'nope' does not refer to a registered pass or pass pipeline", "canonicalize{max-iterations=x}, func.func(nope)")),
        rejects("builtin.module(canonicalize{foo}, cse{bar})", "<Pass-Options-Parser>: no such option foo"),
        rejects("builtin.module(cse{y=1}, canonicalize{max-iterations=x})", "<Pass-Options-Parser>: no such option y"),
        rejects("builtin.module(canonicalize{max-iterations=x}, cse{y=1})",
            "for the --max-iterations option: 'x' value invalid for long argument!"),
        // Options: braces are counted, quotes are not (the first '}' in quotes closes them).
        parses("builtin.module(canonicalize {max-iterations=5})", "builtin.module(canonicalize{max-iterations=5})"),
        parses("builtin.module(canonicalize{max-iterations=3} , cse)", "builtin.module(canonicalize{max-iterations=3},cse)"),
        parses("builtin.module(canonicalize{max-iterations=3} )", "builtin.module(canonicalize{max-iterations=3})"),
        parses("builtin.module(canonicalize{disable-patterns={a,{b}} max-iterations=3})",
            "builtin.module(canonicalize{disable-patterns={a,b} max-iterations=3})"),
        parses("builtin.module(canonicalize{disable-patterns='a b' max-iterations=3})",
            "builtin.module(canonicalize{disable-patterns={{a b}} max-iterations=3})"),
        parses("builtin.module(canonicalize{disable-patterns=\"a\"b})", "builtin.module(canonicalize{disable-patterns={\"a\"b}})"),
        parses("builtin.module(canonicalize{disable-patterns=\"abc})", "builtin.module(canonicalize{disable-patterns={\"abc}})"),
        rejects("builtin.module(canonicalize{disable-patterns=\"}\"})",
            error(33, EXPECTED_COMMA, "canonicalize{disable-patterns=\"}\"}")),
        rejects("builtin.module(canonicalize{disable-patterns={a max-iterations=3})",
            error(13, NO_CLOSING_BRACE, "canonicalize{disable-patterns={a max-iterations=3}")),
        rejects("builtin.module(cse{)", error(4, NO_CLOSING_BRACE, "cse{")),
        rejects("builtin.module(func.func(cse{x=\")\"}))", "<Pass-Options-Parser>: no such option x"),
        rejects("builtin.module(cse{ max-iterations=1 } )", "<Pass-Options-Parser>: no such option max-iterations"),
        // What may follow an element: spaces, then ',' or ')' or the end.
        rejects("builtin.module(canonicalize{max-iterations=3}cse)",
            error(31, EXPECTED_COMMA, "canonicalize{max-iterations=3}cse")),
        rejects("builtin.module(canonicalize{max-iterations=3}{top-down=false})",
            error(31, EXPECTED_COMMA, "canonicalize{max-iterations=3}{top-down=false}")),
        rejects("builtin.module(cse{}{})", error(6, EXPECTED_COMMA, "cse{}{}")),
        rejects("builtin.module(cse{}})", error(6, EXPECTED_COMMA, "cse{}}")),
        rejects("builtin.module(cse{}  x)", error(8, EXPECTED_COMMA, "cse{}  x")),
        rejects("builtin.module(func.func(cse)cse)", error(15, EXPECTED_COMMA, "func.func(cse)cse")),
        rejects("builtin.module(func.func(cse)  x)", error(17, EXPECTED_COMMA, "func.func(cse)  x")),
        // Parentheses.
        rejects("builtin.module(func.func(cse)", error(11, UNBALANCED, "func.func(cse")),
        rejects("builtin.module(func.func( cse)", error(11, UNBALANCED, "func.func( cse")),
        rejects("builtin.module(func.func(cse{y})", error(17, UNBALANCED, "func.func(cse{y}")),
        rejects("builtin.module(a(b(cse)", error(5, UNBALANCED, "a(b(cse")),
        rejects("builtin.module(cse))", error(4, EXTRA_CLOSE, "cse)")),
        rejects("builtin.module(func.func(cse)))", error(15, EXTRA_CLOSE, "func.func(cse))")),
        rejects("builtin.module(cse),x(y)", error(4, EXTRA_CLOSE, "cse),x(y")));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("mlirOpt22Pipelines")
  void parsesAsMlirOpt22Does(String pipeline, String expected) {
    assertEquals(expected, reading(pipeline));
  }

  private static final PassRegistry REGISTRY = BuiltinPasses.registry();

  /** The pipeline loomlir builds from {@code text}, compactly, or the message it rejects it with. */
  private static String reading(String text) {
    try {
      PassManager.parse(text, REGISTRY);
      return compact(PassPipelineParser.parse(text).root());
    } catch (PassPipelineException e) {
      return e.getMessage();
    }
  }

  private static String compact(PipelineElement element) throws PassPipelineException {
    if (element instanceof PassElement pass) {
      String options = OptionReadings.shown(pass.argument(), pass.options());
      return pass.argument() + (options.isEmpty() ? "" : "{" + options + "}");
    }
    NestedPipeline nested = (NestedPipeline) element;
    List<String> inner = new ArrayList<>();
    for (PipelineElement e : nested.elements()) inner.add(compact(e));
    return nested.anchor() + "(" + String.join(",", inner) + ")";
  }

  private static Arguments parses(String pipeline, String built) {
    return Arguments.of(pipeline, built);
  }

  private static Arguments rejects(String pipeline, String message) {
    return Arguments.of(pipeline, message);
  }

  /** mlir-opt's positioned pipeline error: column (1-based), message, the inner text, a caret. */
  private static String error(int column, String message, String text) {
    return "MLIR Textual PassPipeline Parser:1:" + column + ": error: " + message + "\n" + text + "\n"
        + " ".repeat(column - 1) + "^";
  }
}
