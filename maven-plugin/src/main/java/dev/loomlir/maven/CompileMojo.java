package dev.loomlir.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Compiles {@code src/main/mlir/**}{@code /*.mlir}: class files into {@code target/classes}, typed
 * Java facades into {@code target/generated-sources/loomlir} (a source root, so {@code javac}
 * checks every call). A missing source folder is a no-op.
 */
@Mojo(name = "compile", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true,
    requiresDependencyResolution = ResolutionScope.COMPILE)
public class CompileMojo extends AbstractLoomlirMojo {
  @Parameter(defaultValue = "${project.basedir}/src/main/mlir")
  private File sourceDirectory;

  @Parameter(defaultValue = "${project.build.outputDirectory}", readonly = true)
  private File outputDirectory;

  @Parameter(defaultValue = "${project.build.directory}/generated-sources/loomlir")
  private File generatedSourcesDirectory;

  @Override protected File sourceDirectory() { return sourceDirectory; }

  @Override protected File outputDirectory() { return outputDirectory; }

  @Override protected File generatedSourcesDirectory() { return generatedSourcesDirectory; }

  @Override protected void addSourceRoot(String root) { project.addCompileSourceRoot(root); }

  @Override protected List<String> classpathElements() throws DependencyResolutionRequiredException {
    return project.getCompileClasspathElements();
  }

  @Override protected File stateFile() {
    return new File(project.getBuild().getDirectory(), "loomlir/compile.state");
  }
}
