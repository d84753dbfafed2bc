package dev.loomlir.codegen.emit;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.runtime.MlirRuntimeException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Emits the body of one {@code func.func} as a static method. Each SSA value gets its own local
 * slot (the JIT's register allocator does the rest); the entry block's arguments are the method's
 * parameters; every block starts at a label; each op is emitted by its registered
 * {@link OpEmitter}, after a line number entry for its .mlir line.
 */
public final class FunctionEmitter implements EmitContext {
  private static final String RUNTIME_ERROR = Type.getInternalName(MlirRuntimeException.class);

  private final ModuleContext module;
  private final Operation func;
  private final MethodVisitor mv;
  private final Map<Value, Integer> slots = new HashMap<>();
  private final Map<Block, Label> labels = new HashMap<>();
  private final Map<Object, Object> state = new HashMap<>();
  private final List<java.util.function.Consumer<MethodVisitor>> afterBody = new ArrayList<>();
  private int nextSlot;
  private Operation current;
  private int lastLine = -1;

  /**
   * How a function's body is laid out in its method: {@link #PLAIN} for an ordinary static
   * method; coroutine bodies ({@code CoroutineCompiler}) take a frame first, start with a
   * dispatch on the resume state and may hold only some of the blocks.
   */
  public interface Layout {
    Layout PLAIN = new Layout() {};

    /** Local slots taken before the parameters (a coroutine's frame argument). */
    default int leadingSlots() { return 0; }

    /** Code at the method's start, before the parameters are announced and the entry block runs. */
    default void prologue(EmitContext ctx) {}

    /** Whether block {@code b} is part of this method. */
    default boolean emits(Block b) { return true; }
  }

  private final Layout layout;

  public FunctionEmitter(ModuleContext module, Operation func, MethodVisitor mv) {
    this(module, func, mv, Layout.PLAIN);
  }

  public FunctionEmitter(ModuleContext module, Operation func, MethodVisitor mv, Layout layout) {
    this.module = module;
    this.func = func;
    this.mv = mv;
    this.layout = layout;
  }

  public void emit() {
    Region body = func.region(0);
    current = func;
    nextSlot = layout.leadingSlots();
    for (BlockArgument a : body.entryBlock().arguments()) allocate(a);
    mv.visitCode();
    layout.prologue(this);
    for (BlockArgument a : body.entryBlock().arguments()) defined(a);
    for (Block b : body.blocks()) if (layout.emits(b)) emitBlockBody(b, b != body.entryBlock());
    for (java.util.function.Consumer<MethodVisitor> code : afterBody) code.accept(mv);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private void emitBlockBody(Block b, boolean announceArguments) {
    mv.visitLabel(label(b));
    if (announceArguments) for (BlockArgument a : b.arguments()) defined(a);
    for (Operation op : b) emitOp(op);
  }

  @Override
  public void defined(Value v) {
    for (var hook : module.registry().definitionHooks()) hook.accept(v, this);
  }

  private void emitOp(Operation op) {
    current = op;
    markLine(op.location());
    rejectScalableVectors(op);
    OpEmitter emitter = module.registry().emitter(op);
    if (emitter == null) {
      String hint = op.numRegions() > 0 ? " (lower structured control flow first, e.g. with convert-scf-to-cf)" : "";
      throw new DiagnosticException(op.location(),
          "'" + op.name() + "' op is not supported by the JVM code generator" + hint);
    }
    emitter.emit(op, this);
    current = op;
    for (Value r : op.results()) defined(r);
  }

  /** Scalable vectors parse and verify, but their length is a multiple of vscale, which the JVM has no value for. */
  private static void rejectScalableVectors(Operation op) {
    Stream.concat(op.operands().stream(), op.results().stream()).map(Value::type)
        .filter(t -> t instanceof VectorType v && v.scalable().contains(true)).findFirst()
        .ifPresent(t -> {
          throw new DiagnosticException(op.location(), "'" + op.name() + "' op: scalable vector type '" + t
              + "' is not supported by the JVM code generator (the JVM has no vscale)");
        });
  }

  private void markLine(Location loc) {
    Location.FileLineCol flc = loc.fileLineCol();
    if (flc == null || flc.line() == lastLine) return;
    lastLine = flc.line();
    Label here = new Label();
    mv.visitLabel(here);
    mv.visitLineNumber(flc.line(), here);
  }

  private int allocate(Value v) {
    Integer slot = slots.get(v);
    if (slot != null) return slot;
    Type t = jvmType(v.type());
    slots.put(v, nextSlot);
    nextSlot += t.getSize();
    return nextSlot - t.getSize();
  }

  // ---- EmitContext ----

  @Override public MethodVisitor mv() { return mv; }

  @Override public void load(Value v) { mv.visitVarInsn(jvmType(v.type()).getOpcode(Opcodes.ILOAD), allocate(v)); }

  @Override public void store(Value v) { mv.visitVarInsn(jvmType(v.type()).getOpcode(Opcodes.ISTORE), allocate(v)); }

  @Override public Type jvmType(dev.loomlir.ir.Type t) { return module.registry().types().map(t, location()); }

  @Override public int newLocal(Type t) {
    int slot = nextSlot;
    nextSlot += t.getSize();
    return slot;
  }

  @Override public Label label(Block b) { return labels.computeIfAbsent(b, k -> new Label()); }

  @Override public void branch(Block dest, List<Value> operands) {
    // A parallel copy: push every incoming value first, then pop into the arguments, so a value
    // that is both read and overwritten (a loop's swapped arguments) is read before it changes.
    List<Integer> moved = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      if (operands.get(i) != dest.argument(i)) moved.add(i);
    }
    for (int i : moved) load(operands.get(i));
    for (int k = moved.size() - 1; k >= 0; k--) store(dest.argument(moved.get(k)));
    mv.visitJumpInsn(Opcodes.GOTO, label(dest));
  }

  @Override public Location location() { return current == null ? func.location() : current.location(); }

  @Override public String locationString() { return locationString(location()); }

  static String locationString(Location loc) {
    Location.FileLineCol flc = loc.fileLineCol();
    return flc == null ? null : flc.file() + ":" + flc.line() + ":" + flc.column();
  }

  @Override public void throwRuntimeError(String message) {
    mv.visitTypeInsn(Opcodes.NEW, RUNTIME_ERROR);
    mv.visitInsn(Opcodes.DUP);
    mv.visitLdcInsn(message);
    pushLocation();
    RuntimeAbi.RUNTIME_ERROR_INIT.invoke(mv);
    mv.visitInsn(Opcodes.ATHROW);
  }

  @Override public ModuleContext module() { return module; }

  @Override public Operation function() { return func; }

  @Override @SuppressWarnings("unchecked")
  public <T> T functionState(Object key, java.util.function.Supplier<T> init) {
    return (T) state.computeIfAbsent(key, k -> init.get());
  }

  @Override public void emitBlock(Block b) {
    Operation outer = current;
    emitBlockBody(b, true);
    current = outer;
    lastLine = -1; // code after the nested block belongs to the outer op's line again
    markLine(outer.location());
  }

  @Override public void emitAfterBody(java.util.function.Consumer<MethodVisitor> code) { afterBody.add(code); }
}
