package dev.loomlir.coro;

/**
 * How to lay out a frame.
 *
 * @param shareFields let values of the same type share a field when no suspension carries
 *                    both. Only sound if generated code stores every live value at every
 *                    suspension and reloads it at the resumption (the contract of the plan).
 */
public record LayoutOptions(boolean shareFields) {
  /** One field per value: simplest to read in a debugger. */
  public static final LayoutOptions DEDICATED = new LayoutOptions(false);
  /** Fields reused across disjoint live ranges. */
  public static final LayoutOptions SHARED = new LayoutOptions(true);
  public static final LayoutOptions DEFAULT = SHARED;
}
