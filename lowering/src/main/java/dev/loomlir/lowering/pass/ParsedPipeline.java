package dev.loomlir.lowering.pass;

import dev.loomlir.lowering.pass.PipelineElement.NestedPipeline;

/**
 * A parsed textual pipeline: its root (the anchor and what it runs) and the text inside the
 * anchor's parentheses, which element offsets count in and which errors show, as mlir-opt's do.
 */
public record ParsedPipeline(NestedPipeline root, String innerText) {
  private static final String PARSER_NAME = "MLIR Textual PassPipeline Parser";

  /** An error at {@code offset} of the inner text. */
  public PassPipelineException errorAt(int offset, String message) {
    return errorAt(innerText, offset, message);
  }

  /** An error in mlir-opt's form: the parser name, 1-based column, message, the text and a caret. */
  static PassPipelineException errorAt(String text, int offset, String message) {
    return new PassPipelineException(PARSER_NAME + ":1:" + (offset + 1) + ": error: " + message + "\n"
        + text + "\n" + " ".repeat(Math.max(0, offset)) + "^");
  }
}
