package dev.loomlir.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * The {@code compile} goal for tests: {@code src/test/mlir} into {@code target/test-classes},
 * facades into {@code target/generated-test-sources/loomlir} (a test source root).
 */
@Mojo(name = "test-compile", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES, threadSafe = true,
    requiresDependencyResolution = ResolutionScope.TEST)
public class TestCompileMojo extends AbstractLoomlirMojo {
  @Parameter(defaultValue = "${project.basedir}/src/test/mlir")
  private File testSourceDirectory;

  @Parameter(defaultValue = "${project.build.testOutputDirectory}", readonly = true)
  private File testOutputDirectory;

  @Parameter(defaultValue = "${project.build.directory}/generated-test-sources/loomlir")
  private File generatedTestSourcesDirectory;

  /** Skips the goal when tests are skipped altogether. */
  @Parameter(property = "maven.test.skip", defaultValue = "false")
  private boolean testsSkipped;

  @Override protected File sourceDirectory() { return testSourceDirectory; }

  @Override protected File outputDirectory() { return testOutputDirectory; }

  @Override protected File generatedSourcesDirectory() { return generatedTestSourcesDirectory; }

  @Override protected void addSourceRoot(String root) { project.addTestCompileSourceRoot(root); }

  @Override protected List<String> classpathElements() throws DependencyResolutionRequiredException {
    return project.getTestClasspathElements();
  }

  @Override protected File stateFile() {
    return new File(project.getBuild().getDirectory(), "loomlir/test-compile.state");
  }

  @Override
  public void execute() throws MojoExecutionException, org.apache.maven.plugin.MojoFailureException {
    if (testsSkipped) return;
    super.execute();
  }
}
