# `cpack -G DEB` (run in the build tree) makes nqueens-visualizer_<version>_<arch>.deb: both
# programs, the desktop file, the icons, the AppStream metadata, the man pages, the Debian
# copyright file and changelog. The translations are compiled into the window.
set(nq_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/nqueens-visualizer)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright DESTINATION ${nq_doc_dir} COMPONENT Unspecified)
# A native package's changelog is changelog.gz, compressed with gzip -9n (no name or time stamp inside).
set(nq_changelog_gz ${PROJECT_BINARY_DIR}/packaging/changelog.gz)
file(MAKE_DIRECTORY ${PROJECT_BINARY_DIR}/packaging)
execute_process(COMMAND gzip -9nc ${CMAKE_CURRENT_LIST_DIR}/changelog
                OUTPUT_FILE ${nq_changelog_gz} RESULT_VARIABLE nq_gzip_result)
if(NOT nq_gzip_result EQUAL 0)
    message(FATAL_ERROR "gzip could not compress the Debian changelog")
endif()
install(FILES ${nq_changelog_gz} DESTINATION ${nq_doc_dir})
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/changelog)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME nqueens-visualizer)
set(CPACK_PACKAGE_VENDOR "The N-Queens Visualizer developers")
set(CPACK_PACKAGE_CONTACT "The N-Queens Visualizer developers <maintainers@nqueens-visualizer.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "watch backtracking solve the N-Queens puzzle step by step")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-noto-cjk")
# CPack puts the summary on the Description line and indents each line of this text.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION [=[N-Queens Visualizer shows how backtracking places N queens on an N×N board
so that no two share a row, a column or a diagonal. Teachers step through
the search in front of a class, students watch it animate and rewind it,
and puzzle fans browse every solution and count them for large N.
.
The package holds the window (nqueens) and a command line (nqueens-cli)
that counts, lists and traces solutions.]=])
include(CPack)
