package dev.loomlir.codegen.abi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Type;

/**
 * Every runtime member code generation names resolves, by reflection, to a member of the class it
 * names with that name, descriptor and static-ness: a renamed or retyped runtime method fails here
 * instead of as a NoSuchMethodError in some program.
 */
class RuntimeAbiTest {
  @Test
  void everyMemberResolves() throws Exception {
    Class.forName(RuntimeAbi.class.getName()); // makes every member
    List<String> broken = new ArrayList<>();
    for (RuntimeMember m : RuntimeMember.all()) {
      String problem = problem(m);
      if (problem != null) broken.add(m + ": " + problem);
    }
    assertEquals(List.of(), broken);
    assertFalse(RuntimeMember.all().isEmpty());
  }

  @Test
  void aMemberThatDoesNotExistIsCaught() throws Exception {
    assertTrue(problem(new RuntimeMethod(org.objectweb.asm.Opcodes.INVOKESTATIC,
        Type.getInternalName(Math.class), "noSuchMethod", "()V", false)) != null);
    assertTrue(problem(new RuntimeMethod(org.objectweb.asm.Opcodes.INVOKESTATIC,
        Type.getInternalName(Math.class), "abs", "(J)I", false)) != null, "wrong return type");
    assertTrue(problem(new RuntimeField(Type.getInternalName(Integer.class), "MAX_VALUE", "J", true)) != null,
        "wrong field type");
  }

  /** Why {@code m} does not resolve, or null when it does. */
  private static String problem(RuntimeMember m) throws ClassNotFoundException {
    Class<?> owner = Class.forName(m.owner().replace('/', '.'), false, RuntimeAbiTest.class.getClassLoader());
    if (m instanceof RuntimeField f) {
      for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
        for (Field field : c.getDeclaredFields()) {
          if (field.getName().equals(f.name()) && Type.getDescriptor(field.getType()).equals(f.descriptor())) {
            return Modifier.isStatic(field.getModifiers()) == f.isStatic() ? null : "static-ness differs";
          }
        }
      }
      return "no such field";
    }
    RuntimeMethod method = (RuntimeMethod) m;
    List<Executable> candidates = new ArrayList<>();
    for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
      candidates.addAll(List.of(c.getDeclaredMethods()));
      candidates.addAll(List.of(c.getDeclaredConstructors()));
    }
    for (Class<?> i : owner.getInterfaces()) candidates.addAll(List.of(i.getMethods()));
    for (Executable e : candidates) {
      String name = e instanceof Constructor<?> ? "<init>" : e.getName();
      String descriptor = e instanceof Method mm ? Type.getMethodDescriptor(mm) : Type.getConstructorDescriptor((Constructor<?>) e);
      if (name.equals(method.name()) && descriptor.equals(method.descriptor())) {
        return Modifier.isStatic(e.getModifiers()) == method.isStatic() ? null : "static-ness differs";
      }
    }
    return "no such method";
  }
}
