package dev.loomlir.syntax.format;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A minimal {@link OpAsmPrinter} for testing formats without the real printer: values and blocks
 * are named by the test, regions print as {@code {...}} with their flags.
 */
final class TextPrinter implements OpAsmPrinter {
  private final StringBuilder out = new StringBuilder();
  private final Map<Object, String> names = new IdentityHashMap<>();

  TextPrinter name(Object valueOrBlock, String name) {
    names.put(valueOrBlock, name);
    return this;
  }

  String text() { return out.toString(); }

  private String nameOf(Object o) {
    String n = names.get(o);
    if (n == null) throw new IllegalStateException("unnamed " + o);
    return n;
  }

  @Override public OpAsmPrinter print(String text) { out.append(text); return this; }

  @Override public OpAsmPrinter print(long value) { out.append(value); return this; }

  @Override public void printOperand(Value v) { out.append(nameOf(v)); }

  @Override public void printOperands(List<? extends Value> values) {
    out.append(values.stream().map(this::nameOf).collect(Collectors.joining(", ")));
  }

  @Override public void printType(Type t) { out.append(t); }

  @Override public void printTypes(List<Type> types) {
    out.append(types.stream().map(Object::toString).collect(Collectors.joining(", ")));
  }

  @Override public void printOptionalArrowTypeList(List<Type> types) {
    if (!types.isEmpty()) out.append(" -> ").append(FunctionType.resultsToString(types));
  }

  @Override public void printFunctionResultTypes(List<Type> types) { out.append(FunctionType.resultsToString(types)); }

  @Override public void printFunctionalType(Operation op) {
    out.append(new FunctionType(op.operandTypes(), op.resultTypes()));
  }

  @Override public void printAttribute(Attribute a) { out.append(a); }

  @Override public void printAttributeWithoutType(Attribute a) {
    if (a instanceof IntegerAttr i) out.append(i.valueString());
    else if (a instanceof FloatAttr f) out.append(f.valueString());
    else out.append(a);
  }

  @Override public void printOptionalAttrDict(Operation op, Collection<String> elided) {
    Map<String, Attribute> all = new TreeMap<>(op.properties());
    all.putAll(op.attributes());
    printOptionalAttrDict(all, elided);
  }

  @Override public void printOptionalAttrDictWithKeyword(Operation op, Collection<String> elided) {
    Map<String, Attribute> all = new TreeMap<>(op.properties());
    all.putAll(op.attributes());
    all.keySet().removeAll(elided);
    if (!all.isEmpty()) out.append(" attributes ").append(DictionaryAttr.format(all));
  }

  @Override public void printOptionalAttrDict(Map<String, Attribute> attrs, Collection<String> elided) {
    Map<String, Attribute> kept = new TreeMap<>(attrs);
    kept.keySet().removeAll(elided);
    if (!kept.isEmpty()) out.append(' ').append(DictionaryAttr.format(kept));
  }

  @Override public void printSymbolName(String name) { out.append(SymbolRefAttr.symbol(name)); }

  @Override public void printAffineMapOfSsaIds(dev.loomlir.ir.AffineMap map, List<? extends Value> operands) {
    throw new UnsupportedOperationException("no format directive prints affine maps over SSA values");
  }

  @Override public void printAffineExprOfSsaIds(dev.loomlir.ir.AffineExpr expr, List<? extends Value> dims,
                                                List<? extends Value> symbols) {
    throw new UnsupportedOperationException("no format directive prints affine expressions over SSA values");
  }

  @Override public void printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
                                    boolean printEmptyBlock) {
    out.append("{region").append(printBlockTerminators ? "" : " no-terminator").append('}');
  }

  @Override public void printRegionArgument(BlockArgument arg) { out.append(nameOf(arg)).append(": ").append(arg.type()); }

  @Override public void printRegionArgument(BlockArgument arg, Map<String, Attribute> attrs) { printRegionArgument(arg); }

  @Override public void printSuccessor(Block b) { out.append(nameOf(b)); }

  @Override public void printSuccessorAndUseList(Block b, List<Value> operands) {
    printSuccessor(b);
    if (operands.isEmpty()) return;
    out.append('(');
    printOperands(operands);
    out.append(" : ");
    printTypes(operands.stream().map(Value::type).toList());
    out.append(')');
  }

  @Override public void printNewline() { out.append('\n'); }

  @Override public void increaseIndent() {}

  @Override public void decreaseIndent() {}

  @Override public void printOptionalLocationSpecifier(Location loc) {}

  @Override public void printCustomOrGenericOp(dev.loomlir.ir.Operation op) { throw new UnsupportedOperationException(); }

  @Override public boolean printingGeneric() { return false; }
}
