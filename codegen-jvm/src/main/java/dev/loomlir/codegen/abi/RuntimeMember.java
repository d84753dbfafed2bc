package dev.loomlir.codegen.abi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A method or field of the runtime (or of the JDK) that generated code uses, named once in
 * {@link RuntimeAbi} from the real class. Every member made is recorded, so a test can resolve
 * them all against the classes they name.
 */
public sealed interface RuntimeMember permits RuntimeMethod, RuntimeField {
  /** The owner's internal name ({@code dev/loomlir/runtime/RunnerUtils}). */
  String owner();

  String name();

  String descriptor();

  /** True when the member is static (an INVOKESTATIC target, a GETSTATIC field). */
  boolean isStatic();

  /** Every member made so far, in the order made. */
  static List<RuntimeMember> all() {
    synchronized (Registry.MEMBERS) {
      return List.copyOf(Registry.MEMBERS);
    }
  }

  /** Where members are recorded as they are made. */
  final class Registry {
    private static final List<RuntimeMember> MEMBERS = Collections.synchronizedList(new ArrayList<>());

    private Registry() {}

    static <T extends RuntimeMember> T record(T member) {
      MEMBERS.add(member);
      return member;
    }
  }
}
