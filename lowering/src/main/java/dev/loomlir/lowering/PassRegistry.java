package dev.loomlir.lowering;

import dev.loomlir.lowering.passes.StripDebugInfoPass;
import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/** The passes {@code loomlir opt} knows by name, sorted by argument for {@code --help}. */
public final class PassRegistry {
  private final Map<String, PassInfo> passes = new TreeMap<>();

  /** A registry holding every pass loomlir ships. */
  public static PassRegistry withBuiltinPasses() {
    PassRegistry registry = new PassRegistry();
    registry.register(PassInfo.simple("strip-debuginfo",
        "Strip debug info from all operations", new StripDebugInfoPass()));
    return registry;
  }

  public PassRegistry register(PassInfo info) {
    passes.put(info.argument(), info);
    return this;
  }

  public PassInfo lookup(String argument) { return passes.get(argument); }

  public Collection<PassInfo> passes() { return Collections.unmodifiableCollection(passes.values()); }

  /** Builds a pass, checking its option names as mlir-opt's pass options parser does. */
  public Pass create(String argument, Map<String, String> options) throws PassPipelineException {
    PassInfo info = passes.get(argument);
    if (info == null) {
      throw new PassPipelineException(
          "'" + argument + "' does not refer to a registered pass or pass pipeline");
    }
    for (String name : options.keySet()) {
      if (!info.options().contains(name)) {
        throw new PassPipelineException("<Pass-Options-Parser>: no such option " + name);
      }
    }
    return info.factory().apply(options);
  }
}
