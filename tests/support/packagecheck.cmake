# Builds the Debian packages (the window's, and the MPI one where nqueens-cli-mpi is built),
# unpacks them into a scratch root and starts nqueens-cli from there; checks that the window's
# package does not depend on Open MPI while the MPI one does and depends on the window's, that
# the installed programs carry no RUNPATH and, where lintian is installed, that it reports no
# error or warning on either. Run by CTest:
#   cmake -DBUILD_DIR=... -DWORK_DIR=... -DWITH_MPI=ON|OFF [-DMPIEXEC=...] -P packagecheck.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/root")
execute_process(COMMAND cpack -G DEB -B "${WORK_DIR}" --config "${BUILD_DIR}/CPackConfig.cmake"
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
file(GLOB deb "${WORK_DIR}/nqueens-visualizer_*.deb")
file(GLOB mpi_deb "${WORK_DIR}/nqueens-visualizer-mpi_*.deb")
file(GLOB debs "${WORK_DIR}/*.deb")
list(LENGTH debs packages)
set(expected_packages 1)
if(WITH_MPI)
    set(expected_packages 2)
endif()
if(NOT result EQUAL 0 OR NOT deb OR (WITH_MPI AND NOT mpi_deb) OR NOT packages EQUAL expected_packages)
    message(FATAL_ERROR "cpack -G DEB failed (${result}) or did not make the ${expected_packages} "
                        "packages expected (made: ${debs}):\n${output}")
endif()

function(unpack package)
    execute_process(COMMAND dpkg-deb -x "${package}" "${WORK_DIR}/root" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "dpkg-deb -x could not unpack ${package}")
    endif()
endfunction()
function(field package name out)
    execute_process(COMMAND dpkg-deb -f "${package}" ${name} RESULT_VARIABLE result
                    OUTPUT_VARIABLE value OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "dpkg-deb -f could not read the ${name} of ${package}")
    endif()
    set(${out} "${value}" PARENT_SCOPE)
endfunction()
function(require_files)
    foreach(path IN LISTS ARGN)
        if(NOT EXISTS "${WORK_DIR}/root/${path}")
            message(FATAL_ERROR "the package lacks ${path}")
        endif()
    endforeach()
endfunction()
function(require_no_runpath)
    foreach(program IN LISTS ARGN)
        execute_process(COMMAND readelf -d "${WORK_DIR}/root/usr/bin/${program}" OUTPUT_VARIABLE dynamic)
        if(dynamic MATCHES "R(UN)?PATH")
            message(FATAL_ERROR "the installed ${program} carries a RUNPATH:\n${dynamic}")
        endif()
        set(dynamic_${program} "${dynamic}" PARENT_SCOPE)
    endforeach()
endfunction()

# The window's package: a teacher's machine, with no Open MPI.
unpack("${deb}")
require_files(
    usr/bin/nqueens usr/bin/nqueens-cli
    usr/share/applications/org.nqueens.Visualizer.desktop
    usr/share/metainfo/org.nqueens.Visualizer.metainfo.xml
    usr/share/mime/packages/org.nqueens.Visualizer.xml
    usr/share/icons/hicolor/scalable/apps/org.nqueens.Visualizer.svg
    usr/share/icons/hicolor/256x256/apps/org.nqueens.Visualizer.png
    usr/share/man/man1/nqueens.1.gz usr/share/man/man1/nqueens-cli.1.gz
    usr/share/nqueens-visualizer/web/nqueens.html
    usr/share/doc/nqueens-visualizer/copyright usr/share/doc/nqueens-visualizer/changelog.gz)
foreach(path usr/bin/nqueens-cli-mpi usr/share/man/man1/nqueens-cli-mpi.1.gz)
    if(EXISTS "${WORK_DIR}/root/${path}")
        message(FATAL_ERROR "the window's package holds ${path}, which belongs to nqueens-visualizer-mpi")
    endif()
endforeach()
require_no_runpath(nqueens nqueens-cli)
field("${deb}" Package name)
field("${deb}" Version version)
field("${deb}" Depends depends)
if(NOT name STREQUAL "nqueens-visualizer" OR NOT depends MATCHES "libqt6widgets6"
   OR depends MATCHES "[Mm][Pp][Ii]")
    message(FATAL_ERROR "the window's package ${name} must depend on Qt and not on Open MPI: "
                        "Depends: ${depends}")
endif()
foreach(program nqueens nqueens-cli)
    if(dynamic_${program} MATCHES "NEEDED[^\n]*mpi")
        message(FATAL_ERROR "the installed ${program} links Open MPI:\n${dynamic_${program}}")
    endif()
endforeach()
execute_process(COMMAND "${WORK_DIR}/root/usr/bin/nqueens-cli" --version
                RESULT_VARIABLE result OUTPUT_VARIABLE cli_version)
if(NOT result EQUAL 0 OR NOT cli_version MATCHES "^nqueens-cli [0-9]+\\.[0-9]+\\.[0-9]+\n$")
    message(FATAL_ERROR "the packaged nqueens-cli --version answered '${cli_version}' (status ${result})")
endif()
string(STRIP "${cli_version}" cli_version)
# Without the MPI package, count --mpi says which package it needs: one line, status 2.
execute_process(COMMAND "${WORK_DIR}/root/usr/bin/nqueens-cli" count 8 --mpi
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 2 OR NOT out STREQUAL "" OR NOT err STREQUAL
   "nqueens-cli: --mpi needs the package nqueens-visualizer-mpi (nqueens-cli-mpi is not installed)\n")
    message(FATAL_ERROR "the window's package alone answered count 8 --mpi with status ${result}, "
                        "stdout '${out}', stderr '${err}'")
endif()
set(checked "${name} ${version} (Depends: ${depends})")

# The MPI package, unpacked over the same root as apt would install it beside the first.
if(WITH_MPI)
    unpack("${mpi_deb}")
    require_files(
        usr/bin/nqueens-cli-mpi usr/share/man/man1/nqueens-cli-mpi.1.gz
        usr/share/doc/nqueens-visualizer-mpi/copyright usr/share/doc/nqueens-visualizer-mpi/changelog.gz)
    require_no_runpath(nqueens-cli-mpi)
    field("${mpi_deb}" Package mpi_name)
    field("${mpi_deb}" Depends mpi_depends)
    string(REPLACE "." "\\." exact_version "${version}")
    if(NOT mpi_name STREQUAL "nqueens-visualizer-mpi"
       OR NOT mpi_depends MATCHES "(^|, )nqueens-visualizer \\(= ${exact_version}\\)(,|$)"
       OR NOT mpi_depends MATCHES "libopenmpi")
        message(FATAL_ERROR "${mpi_name} must depend on nqueens-visualizer (= ${version}) and on "
                            "Open MPI: Depends: ${mpi_depends}")
    endif()
    # The contract, from the installed programs: nqueens-cli hands the count to nqueens-cli-mpi.
    if(MPIEXEC)
        execute_process(COMMAND "${MPIEXEC}" --allow-run-as-root --oversubscribe -np 2
                                "${WORK_DIR}/root/usr/bin/nqueens-cli" count 10 --mpi --threads 1
                        RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
        if(NOT result EQUAL 0 OR NOT out STREQUAL "solutions: 724\nfundamental: 92\n")
            message(FATAL_ERROR "mpirun -np 2 nqueens-cli count 10 --mpi from the packages answered "
                                "status ${result}, stdout '${out}', stderr '${err}'")
        endif()
    endif()
    string(APPEND checked "; ${mpi_name} (Depends: ${mpi_depends})")
endif()

find_program(LINTIAN lintian)
if(LINTIAN)
    # Both at once: lintian also checks them as the group they are (one source, one version).
    execute_process(COMMAND "${LINTIAN}" --pedantic ${deb} ${mpi_deb}
                    OUTPUT_VARIABLE report ERROR_VARIABLE ignored)
    if(report MATCHES "(^|\n)[EW]: ")
        message(FATAL_ERROR "lintian reports errors or warnings on the packages:\n${report}")
    endif()
endif()
message(STATUS "${checked}: unpack and run (${cli_version})")
