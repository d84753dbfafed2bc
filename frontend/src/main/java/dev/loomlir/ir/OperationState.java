package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/** Everything needed to create an operation, filled in by a parser or a pass, then {@link #build()}. */
public final class OperationState {
  public final String name;
  public final OpDef def;
  public Location location;
  public final List<Value> operands = new ArrayList<>();
  public final List<Type> resultTypes = new ArrayList<>();
  public final TreeMap<String, Attribute> properties = new TreeMap<>();
  public final TreeMap<String, Attribute> attributes = new TreeMap<>();
  public final List<Region> regions = new ArrayList<>();
  public final List<Block> successors = new ArrayList<>();

  public OperationState(String name, OpDef def, Location location) {
    this.name = name;
    this.def = def;
    this.location = location;
  }

  /** Routes to properties when the op declares the attribute, else to discardable attributes. */
  public OperationState addAttribute(String key, Attribute value) {
    if (def != null && def.isInherentAttr(key)) properties.put(key, value);
    else attributes.put(key, value);
    return this;
  }

  public Attribute attribute(String key) {
    Attribute a = properties.get(key);
    return a != null ? a : attributes.get(key);
  }

  public Region addRegion() {
    Region r = new Region();
    regions.add(r);
    return r;
  }

  /** Creates the operation; the blocks of {@link #regions} move into it. */
  public Operation build() {
    Operation op = new Operation(name, def, operands, resultTypes, regions.size(), location);
    op.properties().putAll(properties);
    op.attributes().putAll(attributes);
    for (int i = 0; i < regions.size(); i++) op.region(i).takeBody(regions.get(i));
    for (Block b : successors) op.addSuccessor(b);
    return op;
  }
}
