package dev.loomlir.lowering.pass;

import java.util.List;

/** One element of a parsed textual pass pipeline; {@code offset} is where it starts in the text. */
public sealed interface PipelineElement {
  int offset();

  /** {@code name{opt=1 flag}}: a pass with its options in the order written. */
  record PassElement(String argument, List<OptionArgument> options, int offset) implements PipelineElement {
    public PassElement {
      options = List.copyOf(options);
    }
  }

  /** {@code op.name(a, b)}: a pipeline run on each op named {@code anchor} nested in the current op. */
  record NestedPipeline(String anchor, List<PipelineElement> elements, int offset) implements PipelineElement {
    public NestedPipeline {
      elements = List.copyOf(elements);
    }
  }
}
