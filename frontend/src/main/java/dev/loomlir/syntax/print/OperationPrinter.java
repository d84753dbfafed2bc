package dev.loomlir.syntax.print;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineExprPrinter;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.syntax.format.OpSyntax;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Prints an op and everything nested in it as mlir-opt does: aliases first, then the op in custom
 * form (or generic form), then deferred location aliases. When aliases are needed, a first
 * "collecting" pass runs the same printing code with its output discarded, to meet attributes and
 * locations in the order MLIR's alias collector does.
 */
public final class OperationPrinter implements OpAsmPrinter {
  private static final int INDENT_WIDTH = 2;
  private static final String SPACES = " ".repeat(64);
  private static final List<Block> NO_BLOCKS = List.of();

  private final PrintOptions options;
  private final AliasTable aliases = new AliasTable();
  private final AttributeWriter attrs = new AttributeWriter(aliases);
  /** Default dialect of the enclosing region's op: its ops print without the prefix. */
  private final ArrayDeque<String> defaultDialects = new ArrayDeque<>();
  private final Map<String, String> quotedOpNames = new HashMap<>();
  private SsaNameTable names;
  private StringBuilder out;
  private int indent;
  private boolean collecting;

  public OperationPrinter(PrintOptions options) { this.options = options; }

  /** Appends {@code root}'s text, ending with a newline, to {@code result}. */
  public void printTopLevel(Operation root, StringBuilder result) {
    IrSurvey survey = IrSurvey.of(root);
    names = new SsaNameTable(root, options.generic(), survey.valueCount());
    defaultDialects.clear();
    defaultDialects.push("builtin");
    if (options.debugInfo() || survey.hasAliasedAttrs()) collectAliases(root);
    out = result;
    aliases.appendLeadingDefinitions(out);
    printFullOp(root);
    out.append('\n');
    aliases.appendTrailingDefinitions(out);
  }

  /**
   * Appends one op nested in larger IR, as MLIR's {@code Operation::print}: values named as when
   * printing the whole IR (from the top-level ancestor), no alias definitions (attributes and
   * locations print inline), no trailing newline.
   */
  public void printNested(Operation op, StringBuilder result) {
    Operation root = op;
    while (root.parentOp() != null) root = root.parentOp();
    names = new SsaNameTable(root, options.generic(), IrSurvey.of(root).valueCount());
    defaultDialects.clear();
    defaultDialects.push("builtin");
    out = result;
    printFullOp(op);
  }

  private void collectAliases(Operation root) {
    collecting = true;
    attrs.setCollecting(true);
    out = new StringBuilder();
    printFullOp(root);
    collecting = false;
    attrs.setCollecting(false);
    aliases.assignNames();
  }

  // ---- operations ----

  private void printFullOp(Operation op) {
    if (collecting) {
      if (out.length() > 1 << 16) out.setLength(0); // the collecting pass's text is thrown away
      if (options.debugInfo()) aliases.visitLocation(op.location(), true);
    }
    appendIndent();
    if (op.numResults() > 0) {
      names.appendResultList(out, op);
      out.append(" = ");
    }
    printCustomOrGenericOp(op);
  }

  /** The op without its results (MLIR's {@code printCustomOrGenericOp}): for ops printed inside another op's syntax. */
  @Override public void printCustomOrGenericOp(Operation op) {
    CustomSyntax syntax = options.generic() || op.def() == null ? null : OpSyntax.of(op.def());
    if (syntax != null) {
      appendOpName(op);
      syntax.print(op, this);
    } else if (collecting) {
      visitGenericOp(op);
    } else {
      printGenericOp(op);
    }
    appendTrailingLocation(op.location(), true);
  }

  /** The op name, without the enclosing default dialect's prefix when that is unambiguous. */
  private void appendOpName(Operation op) {
    String name = op.name();
    String dialect = defaultDialects.peek();
    int len = dialect.length();
    if (len > 0 && name.length() > len + 1 && name.charAt(len) == '.' && name.startsWith(dialect)
        && name.indexOf('.', len + 1) < 0) {
      out.append(name, len + 1, name.length());
    } else {
      out.append(name);
    }
  }

  private void printGenericOp(Operation op) {
    out.append(quotedOpNames.computeIfAbsent(op.name(), StringAttr::quote)).append('(');
    List<OpOperand> operands = op.operandUses();
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) out.append(", ");
      names.appendValue(out, operands.get(i).get());
    }
    out.append(')');
    List<Block> successors = op.successors();
    if (!successors.isEmpty()) {
      out.append('[');
      for (int i = 0; i < successors.size(); i++) {
        if (i > 0) out.append(", ");
        out.append(names.blockName(successors.get(i)));
      }
      out.append(']');
    }
    if (!op.properties().isEmpty()) {
      out.append(" <");
      appendDictionary(op.properties());
      out.append('>');
    }
    if (op.numRegions() > 0) {
      out.append(" (");
      for (int i = 0; i < op.numRegions(); i++) {
        if (i > 0) out.append(", ");
        printRegion(op.region(i), true, true, true);
      }
      out.append(')');
    }
    if (!op.attributes().isEmpty()) {
      out.append(' ');
      appendDictionary(op.attributes());
    }
    out.append(" : ");
    printFunctionalType(op);
  }

  /** What the generic form prints, in the order MLIR's alias collector visits it. */
  private void visitGenericOp(Operation op) {
    for (Region r : op.regions()) printRegion(r, true, true, true);
    for (OpOperand o : op.operandUses()) printType(o.get().type());
    for (Value r : op.results()) printType(r.type());
    for (Attribute a : allAttributes(op).values()) printAttribute(a);
  }

  /** Properties and discardable attributes together, sorted by name (MLIR's {@code getAttrs()}). */
  private static SortedMap<String, Attribute> allAttributes(Operation op) {
    if (op.properties().isEmpty()) return op.attributes();
    if (op.attributes().isEmpty()) return op.properties();
    TreeMap<String, Attribute> all = new TreeMap<>(op.properties());
    all.putAll(op.attributes());
    return all;
  }

  private void appendDictionary(Map<String, Attribute> entries) {
    out.append('{');
    boolean first = true;
    for (Map.Entry<String, Attribute> e : entries.entrySet()) {
      attrs.appendDictionaryEntry(out, e, first);
      first = false;
    }
    out.append('}');
  }

  private void appendTrailingLocation(Location loc, boolean allowAlias) {
    if (!options.debugInfo()) return;
    if (loc == null) loc = Location.UNKNOWN;
    out.append(" loc(");
    String alias = allowAlias ? aliases.aliasOf(loc) : null;
    if (alias != null) out.append(alias);
    else aliases.appendLocationBody(out, loc, true);
    out.append(')');
  }

  // ---- regions and blocks ----

  @Override
  public void printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
                          boolean printEmptyBlock) {
    out.append("{\n");
    if (!region.isEmpty()) {
      Operation parent = region.parentOp();
      OpDef def = parent == null ? null : parent.def();
      String dialect = def == null || def.defaultDialect() == null ? "" : def.defaultDialect();
      defaultDialects.push(dialect);
      List<Block> blocks = region.blocks();
      Map<Block, List<Block>> predecessors = blocks.size() > 1 ? predecessors(region) : Map.of();
      Block entry = blocks.get(0);
      boolean printEntryLabel = (printEmptyBlock && entry.isEmpty())
          || (printEntryBlockArgs && entry.numArguments() != 0);
      printBlock(entry, true, printEntryLabel, printBlockTerminators, predecessors);
      for (int i = 1; i < blocks.size(); i++) printBlock(blocks.get(i), false, true, true, predecessors);
      defaultDialects.pop();
    }
    appendIndent();
    out.append('}');
  }

  /** For each block, the blocks branching to it, once per branch, in block order. */
  private static Map<Block, List<Block>> predecessors(Region region) {
    Map<Block, List<Block>> preds = new HashMap<>();
    for (Block b : region.blocks()) {
      for (Operation op = b.first(); op != null; op = op.next()) {
        for (Block succ : op.successors()) preds.computeIfAbsent(succ, k -> new ArrayList<>(2)).add(b);
      }
    }
    return preds;
  }

  private void printBlock(Block block, boolean isEntry, boolean printLabel, boolean printTerminator,
                          Map<Block, List<Block>> predecessors) {
    if (printLabel) {
      appendIndent();
      out.append(names.blockName(block));
      if (block.numArguments() > 0) {
        out.append('(');
        List<BlockArgument> args = block.arguments();
        for (int i = 0; i < args.size(); i++) {
          if (i > 0) out.append(", ");
          printRegionArgument(args.get(i));
        }
        out.append(')');
      }
      out.append(':');
      appendPredecessorComment(isEntry, predecessors.getOrDefault(block, NO_BLOCKS));
      out.append('\n');
    }
    indent += INDENT_WIDTH;
    Operation end = !printTerminator && endsWithTerminator(block) ? block.last() : null;
    for (Operation op = block.first(); op != end; op = op.next()) {
      printFullOp(op);
      out.append('\n');
    }
    indent -= INDENT_WIDTH;
  }

  private static boolean endsWithTerminator(Block block) {
    Operation last = block.last();
    return last != null && last.def() != null && last.def().has(Trait.TERMINATOR);
  }

  private void appendPredecessorComment(boolean isEntry, List<Block> preds) {
    if (preds.isEmpty()) {
      if (!isEntry) out.append("  // no predecessors");
    } else if (preds.size() == 1) {
      out.append("  // pred: ").append(names.blockName(preds.get(0)));
    } else {
      out.append("  // ").append(preds.size()).append(" preds: ");
      for (int i = 0; i < preds.size(); i++) {
        if (i > 0) out.append(", ");
        out.append(names.blockName(preds.get(i)));
      }
    }
  }

  private void appendIndent() {
    for (int n = indent; n > 0; n -= SPACES.length()) out.append(SPACES, 0, Math.min(n, SPACES.length()));
  }

  // ---- OpAsmPrinter ----

  @Override public OpAsmPrinter print(String text) {
    out.append(text);
    return this;
  }

  @Override public OpAsmPrinter print(long value) {
    out.append(value);
    return this;
  }

  @Override public void printOperand(Value v) { names.appendValue(out, v); }

  @Override public void printAffineMapOfSsaIds(AffineMap map, List<? extends Value> operands) {
    List<? extends Value> dims = operands.subList(0, map.numDims());
    List<? extends Value> symbols = operands.subList(map.numDims(), operands.size());
    for (int i = 0; i < map.numResults(); i++) {
      if (i > 0) out.append(", ");
      printAffineExprOfSsaIds(map.result(i), dims, symbols);
    }
  }

  @Override public void printAffineExprOfSsaIds(AffineExpr expr, List<? extends Value> dims,
                                                List<? extends Value> symbols) {
    AffineExprPrinter.print(expr, out, (sb, symbol, position) -> {
      if (symbol) sb.append("symbol(");
      names.appendValue(sb, symbol ? symbols.get(position) : dims.get(position));
      if (symbol) sb.append(')');
    });
  }

  @Override public void printOperands(List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) out.append(", ");
      names.appendValue(out, values.get(i));
    }
  }

  @Override public void printType(Type t) { attrs.appendType(out, t); }

  @Override public void printTypes(List<Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) out.append(", ");
      attrs.appendType(out, types.get(i));
    }
  }

  @Override public void printOptionalArrowTypeList(List<Type> types) {
    if (types.isEmpty()) return;
    out.append(" -> ");
    if (types.size() == 1 && !(types.get(0) instanceof FunctionType)) attrs.appendType(out, types.get(0));
    else attrs.appendTypeList(out, types, "(", ")");
  }

  @Override public void printFunctionResultTypes(List<Type> types) { attrs.appendFunctionResults(out, types); }

  @Override public void printFunctionalType(Operation op) {
    out.append('(');
    List<OpOperand> operands = op.operandUses();
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) out.append(", ");
      attrs.appendType(out, operands.get(i).get().type());
    }
    out.append(") -> ");
    if (op.numResults() == 1 && !(op.result(0).type() instanceof FunctionType)) {
      attrs.appendType(out, op.result(0).type());
    } else {
      out.append('(');
      for (int i = 0; i < op.numResults(); i++) {
        if (i > 0) out.append(", ");
        attrs.appendType(out, op.result(i).type());
      }
      out.append(')');
    }
  }

  @Override public void printAttribute(Attribute a) { attrs.appendAttribute(out, a); }

  @Override public void printAttributeWithoutType(Attribute a) { attrs.appendAttributeWithoutType(out, a); }

  @Override public void printOptionalAttrDict(Operation op, Collection<String> elided) {
    printOptionalAttrDict(allAttributes(op), elided, false);
  }

  @Override public void printOptionalAttrDictWithKeyword(Operation op, Collection<String> elided) {
    printOptionalAttrDict(allAttributes(op), elided, true);
  }

  @Override public void printOptionalAttrDict(Map<String, Attribute> attributes, Collection<String> elided) {
    printOptionalAttrDict(attributes, elided, false);
  }

  private void printOptionalAttrDict(Map<String, Attribute> attributes, Collection<String> elided,
                                     boolean withKeyword) {
    boolean first = true;
    for (Map.Entry<String, Attribute> e : attributes.entrySet()) {
      if (elided != null && elided.contains(e.getKey())) continue;
      if (first) out.append(withKeyword ? " attributes {" : " {");
      attrs.appendDictionaryEntry(out, e, first);
      first = false;
    }
    if (!first) out.append('}');
  }

  @Override public void printSymbolName(String name) { out.append(SymbolRefAttr.symbol(name)); }

  @Override public void printRegionArgument(BlockArgument arg) { printRegionArgument(arg, Map.of()); }

  @Override public void printRegionArgument(BlockArgument arg, Map<String, Attribute> argAttrs) {
    names.appendValue(out, arg);
    out.append(": ");
    attrs.appendType(out, arg.type());
    // MLIR's alias collector skips argument attributes, so they never get aliases.
    if (!collecting && argAttrs != null) printOptionalAttrDict(argAttrs, null, false);
    if (collecting && options.debugInfo()) {
      aliases.visitLocation(arg.location() == null ? Location.UNKNOWN : arg.location(), false);
    }
    appendTrailingLocation(arg.location(), false);
  }

  @Override public void printSuccessor(Block b) { out.append(names.blockName(b)); }

  @Override public void printSuccessorAndUseList(Block b, List<Value> operands) {
    out.append(names.blockName(b));
    if (operands.isEmpty()) return;
    out.append('(');
    printOperands(operands);
    out.append(" : ");
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) out.append(", ");
      attrs.appendType(out, operands.get(i).type());
    }
    out.append(')');
  }

  @Override public void printNewline() {
    out.append('\n');
    appendIndent();
  }

  @Override public void increaseIndent() { indent += INDENT_WIDTH; }

  @Override public void decreaseIndent() { indent -= INDENT_WIDTH; }

  @Override public void printOptionalLocationSpecifier(Location loc) {
    if (!options.debugInfo()) return;
    if (collecting) aliases.visitLocation(loc == null ? Location.UNKNOWN : loc, false);
    appendTrailingLocation(loc, true);
  }

  @Override public boolean printingGeneric() { return options.generic(); }
}
