# Fails if a translation misses a message (for English, a plural form): runs lupdate over the sources into copies of the
# .ts files and looks for messages still marked unfinished (obsolete ones do not count); the
# live web page's words.js is read too (its own messages, context LivePage).
# Run by CTest: cmake -DLUPDATE=... -DSOURCE_DIR=... -DWORK_DIR=... -P translationcheck.cmake
file(GLOB ts_files "${SOURCE_DIR}/translations/nqueens_*.ts")
if(NOT ts_files)
    message(FATAL_ERROR "no translations found in ${SOURCE_DIR}/translations")
endif()
file(MAKE_DIRECTORY "${WORK_DIR}")
set(failed "")
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    set(copy "${WORK_DIR}/${name}")
    configure_file("${ts}" "${copy}" COPYONLY)
    # English is the source language: its file holds only the plural forms.
    set(only_plurals "")
    if(name STREQUAL "nqueens_en.ts")
        set(only_plurals -pluralonly)
    endif()
    execute_process(COMMAND "${LUPDATE}" -silent ${only_plurals} -locations none "${SOURCE_DIR}/app" "${SOURCE_DIR}/core"
                            "${SOURCE_DIR}/resources/web/live/words.js" -ts "${copy}"
                    RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${name}")
    endif()
    file(READ "${copy}" text)
    string(REGEX MATCHALL "<translation type=\"unfinished\"" unfinished "${text}")
    list(LENGTH unfinished count)
    if(count GREATER 0)
        list(APPEND failed "${name}: ${count} unfinished")
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "translations are not complete: ${failed}")
endif()
message(STATUS "every message translated")
