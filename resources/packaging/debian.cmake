# `cpack -G DEB` (run in the build tree) makes one package per install component:
# - nqueens-visualizer_<version>_<arch>.deb (component visualizer): both programs, the desktop
#   file, the icons, the AppStream metadata, the man pages, the Debian copyright file and
#   changelog. The translations are compiled into the window. It does not depend on Open MPI.
# - nqueens-visualizer-mpi_<version>_<arch>.deb (component mpi, where Open MPI was found):
#   nqueens-cli-mpi, which `nqueens-cli count --mpi` hands itself over to, its man page,
#   copyright and changelog; it depends on the first (the same version) and on Open MPI.
set(nq_components visualizer)
if(NQUEENS_CLI_HAS_MPI)
    list(APPEND nq_components mpi)
endif()
set(CPACK_DEBIAN_VISUALIZER_PACKAGE_NAME nqueens-visualizer)
set(CPACK_DEBIAN_MPI_PACKAGE_NAME nqueens-visualizer-mpi)

# A native package's changelog is changelog.gz, compressed with gzip -9n (no name or time stamp inside).
set(nq_changelog_gz ${PROJECT_BINARY_DIR}/packaging/changelog.gz)
file(MAKE_DIRECTORY ${PROJECT_BINARY_DIR}/packaging)
execute_process(COMMAND gzip -9nc ${CMAKE_CURRENT_LIST_DIR}/changelog
                OUTPUT_FILE ${nq_changelog_gz} RESULT_VARIABLE nq_gzip_result)
if(NOT nq_gzip_result EQUAL 0)
    message(FATAL_ERROR "gzip could not compress the Debian changelog")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/changelog)
# Each package has its own /usr/share/doc/<package> with the copyright file and changelog.
foreach(component IN LISTS nq_components)
    string(TOUPPER ${component} nq_upper)
    set(nq_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/${CPACK_DEBIAN_${nq_upper}_PACKAGE_NAME})
    install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright ${nq_changelog_gz}
            DESTINATION ${nq_doc_dir} COMPONENT ${component})
endforeach()

# Every installed file belongs to a package: one installed without a COMPONENT would go to
# "Unspecified", which no package holds.
get_cmake_property(nq_installed_components COMPONENTS)
foreach(component IN LISTS nq_installed_components)
    if(NOT component IN_LIST nq_components)
        message(FATAL_ERROR "files are installed as component '${component}', which no package "
                            "holds: give their install() COMPONENT visualizer or mpi")
    endif()
endforeach()

set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL ${nq_components})
set(CPACK_PACKAGE_NAME nqueens-visualizer)
set(CPACK_PACKAGE_VENDOR "The N-Queens Visualizer developers")
set(CPACK_PACKAGE_CONTACT "The N-Queens Visualizer developers <maintainers@nqueens-visualizer.invalid>")
# Each package's summary is the first line of its description below: CPack would put this one
# (given, or taken from the project's description) before every package's description instead.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# dpkg-shlibdeps adds the libraries each package's programs link: Qt and the C++ runtime for
# the first, Open MPI for the second.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_VISUALIZER_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_VISUALIZER_PACKAGE_SUGGESTS "fonts-noto-cjk, nqueens-visualizer-mpi")
# CPack indents each line of these texts; the first line is the summary.
set(CPACK_DEBIAN_VISUALIZER_DESCRIPTION [=[watch backtracking solve the N-Queens puzzle step by step
N-Queens Visualizer shows how backtracking places N queens on an N×N board
so that no two share a row, a column or a diagonal. Teachers step through
the search in front of a class, students watch it animate and rewind it,
and puzzle fans browse every solution and count them for large N.
.
The package holds the window (nqueens) and a command line (nqueens-cli)
that counts, lists and traces solutions. Counting across the machines of
an Open MPI job (nqueens-cli count --mpi) needs nqueens-visualizer-mpi.]=])

# The MPI package: the version of the window's package it was built with, and what
# dpkg-shlibdeps finds (Open MPI); not the fonts or suggestions of the first.
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
set(CPACK_COMPONENT_MPI_DEPENDS visualizer)
set(CPACK_DEBIAN_MPI_PACKAGE_DEPENDS "")
set(CPACK_DEBIAN_MPI_PACKAGE_SUGGESTS "")
set(CPACK_DEBIAN_MPI_PACKAGE_SOURCE nqueens-visualizer)
set(CPACK_DEBIAN_MPI_DESCRIPTION [=[count N-Queens solutions across the machines of an Open MPI job
N-Queens Visualizer shows how backtracking places N queens on an N×N board
so that no two share a row, a column or a diagonal.
.
This package lets its command line spread one count over the ranks of an
Open MPI job: mpirun -np K nqueens-cli count N --mpi. It holds
nqueens-cli-mpi, the command line built with Open MPI, which nqueens-cli
hands such a count to; rank 0 prints the totals once, keeps a checkpoint,
and gives up a rank that stops answering while the totals stay exact.]=])
include(CPack)
