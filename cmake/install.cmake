# SPDX-License-Identifier: MIT
# `cmake --install`: the libraries with their public headers, a CMake package
# (find_package(skedaddle CONFIG) -> skedaddle::skedaddle, skedaddle::rules, skedaddle::io), a
# pkg-config file, the CLI with its man page, the example scenarios, the JSON Schemas and the
# docs with the API reference. Nothing installed names a path of the build machine
# (tests/consumer/run.sh checks).
include(CMakePackageConfigHelpers)

set(SKEDADDLE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/skedaddle)
set(SKEDADDLE_DATA_DIR ${CMAKE_INSTALL_DATADIR}/skedaddle)

install(TARGETS skedaddle_rules skedaddle_io skedaddle EXPORT skedaddle-targets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} NAMELINK_COMPONENT Development
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The core's headers and each game's, merged into one include/skedaddle/ tree.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/skedaddle DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
foreach(game IN LISTS SKEDADDLE_GAMES)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/games/${game}/include/skedaddle
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endforeach()

install(EXPORT skedaddle-targets NAMESPACE skedaddle:: DESTINATION ${SKEDADDLE_CMAKE_DIR})
get_target_property(skedaddle_io_type skedaddle_io TYPE)
if(skedaddle_io_type STREQUAL "STATIC_LIBRARY")
  set(SKEDADDLE_STATIC ON)
  # A static skedaddle_io leaves fmt and libcrypto to the final link (skedaddle.pc: every link
  # needs them).
  set(SKEDADDLE_PC_REQUIRES "fmt libcrypto")
  set(SKEDADDLE_PC_REQUIRES_PRIVATE "")
  # ... and the C++ runtime, which a C program's link (the C interface, c_api.h) does not add.
  set(SKEDADDLE_PC_RUNTIME "")
  foreach(runtime IN LISTS CMAKE_CXX_IMPLICIT_LINK_LIBRARIES)
    if(runtime MATCHES "^(stdc\\+\\+|c\\+\\+|c\\+\\+abi|m)$")
      string(APPEND SKEDADDLE_PC_RUNTIME " -l${runtime}")
    endif()
  endforeach()
else()
  set(SKEDADDLE_STATIC OFF)
  # A shared skedaddle_io records fmt and libcrypto itself; only a fully static link needs them
  # named.
  set(SKEDADDLE_PC_REQUIRES "")
  set(SKEDADDLE_PC_REQUIRES_PRIVATE "fmt libcrypto")
  set(SKEDADDLE_PC_RUNTIME "")
endif()
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/skedaddle-config.cmake.in
  ${PROJECT_BINARY_DIR}/skedaddle-config.cmake INSTALL_DESTINATION ${SKEDADDLE_CMAKE_DIR})
# 0.x: a minor release may break the API, so only 0.1.y satisfies a request for 0.1.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/skedaddle-config-version.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/skedaddle-config.cmake
  ${PROJECT_BINARY_DIR}/skedaddle-config-version.cmake DESTINATION ${SKEDADDLE_CMAKE_DIR})

# pkg-config: the prefix is found from the .pc file's own place (${pcfiledir}), so the installed
# tree can move and names no path fixed at configure time.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(SKEDADDLE_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  string(REGEX REPLACE "[^/]+" ".." skedaddle_pc_up "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
  set(SKEDADDLE_PC_PREFIX "\${pcfiledir}/${skedaddle_pc_up}")
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/skedaddle.pc.in ${PROJECT_BINARY_DIR}/skedaddle.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/skedaddle.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# The example scenarios as games/<game>/examples/ holds them, under examples/<game>/: where the
# installed CLI's `demo` looks (apps/skedaddle/main.cpp).
foreach(game IN LISTS SKEDADDLE_GAMES)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/games/${game}/examples/
    DESTINATION ${SKEDADDLE_DATA_DIR}/examples/${game})
endforeach()
# The published JSON Schemas (each assembled whole by scripts/schemas.py), and each game's part.
file(GLOB skedaddle_schemas ${PROJECT_SOURCE_DIR}/schema/*.schema.json)
install(FILES ${skedaddle_schemas} DESTINATION ${SKEDADDLE_DATA_DIR}/schema)
foreach(game IN LISTS SKEDADDLE_GAMES)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/games/${game}/schema/
    DESTINATION ${SKEDADDLE_DATA_DIR}/schema/${game})
endforeach()
# The docs: the README, docs/ (with the common rulings) and each game's README and rulings.
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
  FILES_MATCHING PATTERN "*.md")
foreach(game IN LISTS SKEDADDLE_GAMES)
  install(FILES ${PROJECT_SOURCE_DIR}/games/${game}/README.md
    ${PROJECT_SOURCE_DIR}/games/${game}/rulings.md
    DESTINATION ${CMAKE_INSTALL_DOCDIR}/games/${game})
endforeach()

# The API reference (SKEDADDLE_API_DOCS, CMakeLists.txt): share/doc/skedaddle/api/index.html.
if(SKEDADDLE_API_DOCS)
  install(DIRECTORY ${SKEDADDLE_DOCS_OUTPUT}/html/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/api)
endif()

if(TARGET skedaddle_cli)
  install(TARGETS skedaddle_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

  # The man page, made from the CLI's --help by help2man, with every verb's --help as a section.
  find_program(SKEDADDLE_HELP2MAN help2man)
  if(SKEDADDLE_HELP2MAN)
    set(skedaddle_man_default ON)
  else()
    set(skedaddle_man_default OFF)
  endif()
  option(SKEDADDLE_MAN_PAGE "Generate and install the man page skedaddle.1 (needs help2man)"
    ${skedaddle_man_default})
  if(SKEDADDLE_MAN_PAGE)
    if(NOT SKEDADDLE_HELP2MAN)
      message(FATAL_ERROR "SKEDADDLE_MAN_PAGE is ON but help2man is not installed: install it "
        "(Debian: apt-get install help2man; scripts/setup.sh does) or configure with "
        "-DSKEDADDLE_MAN_PAGE=OFF")
    endif()
    set(skedaddle_man ${PROJECT_BINARY_DIR}/skedaddle.1)
    set(skedaddle_verbs ${PROJECT_BINARY_DIR}/skedaddle-verbs.h2m)
    add_custom_command(OUTPUT ${skedaddle_man}
      COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:skedaddle_cli> -DOUT=${skedaddle_verbs}
        -DVERBS=validate,options,resolve,odds,render,verify,explain,batch,demo
        -P ${CMAKE_CURRENT_LIST_DIR}/verbs_h2m.cmake
      COMMAND ${SKEDADDLE_HELP2MAN} --no-info --no-discard-stderr
        --name "resolve wargame retreats rule by rule" --section 1
        --include ${skedaddle_verbs} --output ${skedaddle_man} $<TARGET_FILE:skedaddle_cli>
      DEPENDS skedaddle_cli ${CMAKE_CURRENT_LIST_DIR}/verbs_h2m.cmake
      COMMENT "Generating the man page skedaddle.1 (help2man)" VERBATIM)
    add_custom_target(skedaddle_man_page ALL DEPENDS ${skedaddle_man})
    install(FILES ${skedaddle_man} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  endif()
endif()
