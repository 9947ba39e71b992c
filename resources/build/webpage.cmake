# The live web page (resources/web/live): one self-contained HTML file made by assemblepage.py
# from the page's own files, the engine module (nqueens_web_module) and the words
# (nqueens_web_words), in ${CMAKE_BINARY_DIR}/web/nqueens.html. The window embeds it
# (nqueens --export-page OUT.html --live) and it is installed for a school's web space.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(NQ_WEB_PAGE ${CMAKE_BINARY_DIR}/web/nqueens.html)
set(nq_live ${PROJECT_SOURCE_DIR}/resources/web/live)
add_custom_command(
    OUTPUT ${NQ_WEB_PAGE}
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/resources/build/assemblepage.py
            --template ${nq_live}/livepage.html
            --board-style ${PROJECT_SOURCE_DIR}/resources/web/boardparts.css
            --style ${nq_live}/livepage.css
            --engine ${CMAKE_BINARY_DIR}/web/nqueens-engine.js
            --words-json ${CMAKE_BINARY_DIR}/web/words.json --words-js ${nq_live}/words.js
            --boardparts ${PROJECT_SOURCE_DIR}/resources/web/boardparts.js
            --script ${nq_live}/livepage.js --output ${NQ_WEB_PAGE}
    DEPENDS ${PROJECT_SOURCE_DIR}/resources/build/assemblepage.py ${nq_live}/livepage.html
            ${nq_live}/livepage.css ${nq_live}/livepage.js ${nq_live}/words.js
            ${PROJECT_SOURCE_DIR}/resources/web/boardparts.js
            ${PROJECT_SOURCE_DIR}/resources/web/boardparts.css
            ${CMAKE_BINARY_DIR}/web/nqueens-engine.js ${CMAKE_BINARY_DIR}/web/words.json
            nqueens_web_module nqueens_web_words
    COMMENT "Assembling the live web page web/nqueens.html"
    VERBATIM)
add_custom_target(nqueens_web_page ALL DEPENDS ${NQ_WEB_PAGE})
install(FILES ${NQ_WEB_PAGE} DESTINATION ${CMAKE_INSTALL_DATADIR}/nqueens-visualizer/web
        COMPONENT visualizer)
