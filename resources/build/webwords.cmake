# The live page's words: words.json, every message resources/web/live/words.js composes with,
# in the window's five languages, read from translations/*.ts by webwords.py; rebuilt when a
# .ts file, the script or words.js changes. The page's assembly inlines it
# (resources/doc/web.md, "The page's words").
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(NQ_WEB_WORDS_JSON ${CMAKE_BINARY_DIR}/web/words.json CACHE INTERNAL "the live page's words")
file(GLOB nq_web_words_ts CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/translations/nqueens_*.ts)
add_custom_command(OUTPUT ${NQ_WEB_WORDS_JSON}
                   COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/webwords.py
                           --script ${PROJECT_SOURCE_DIR}/resources/web/live/words.js
                           --translations ${PROJECT_SOURCE_DIR}/translations
                           --output ${NQ_WEB_WORDS_JSON} --qt-version ${Qt6_VERSION}
                   DEPENDS ${CMAKE_CURRENT_LIST_DIR}/webwords.py
                           ${PROJECT_SOURCE_DIR}/resources/web/live/words.js ${nq_web_words_ts}
                   COMMENT "The live page's words (web/words.json)"
                   VERBATIM)
add_custom_target(nqueens_web_words ALL DEPENDS ${NQ_WEB_WORDS_JSON})
