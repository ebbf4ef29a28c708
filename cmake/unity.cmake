# SPDX-License-Identifier: MIT
# Unity builds (SKEDADDLE_UNITY_BUILD): the sources of one folder compile as one translation unit,
# so a whole build does the headers' and templates' work once a folder instead of once a file
# (eight test files of one folder: a third of the CPU time). Grouping by folder, not in batches of N, keeps a
# file's company fixed when files are added elsewhere.

# Compiles the `sources` of `target` as one unit per folder, except the `ALONE` ones.
function(skedaddle_unity_by_folder target)
  cmake_parse_arguments(PARSE_ARGV 1 unity "" "" "SOURCES;ALONE")
  if(NOT SKEDADDLE_UNITY_BUILD)
    return()
  endif()
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
  foreach(source IN LISTS unity_SOURCES)
    # Generated sources (in the build tree) compile alone.
    string(FIND "${source}" "${PROJECT_BINARY_DIR}/" in_build_tree)
    if(in_build_tree EQUAL 0)
      continue()
    endif()
    get_filename_component(folder ${source} DIRECTORY)
    file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${folder})
    string(REPLACE "/" "_" folder "${folder}")
    set_source_files_properties(${source} TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP
      ${folder})
  endforeach()
  list(TRANSFORM unity_ALONE PREPEND ${PROJECT_SOURCE_DIR}/)
  if(unity_ALONE)
    set_source_files_properties(${unity_ALONE} TARGET_DIRECTORY ${target} PROPERTIES
      SKIP_UNITY_BUILD_INCLUSION ON)
  endif()
endfunction()
