# SPDX-License-Identifier: MIT
# The browser build (the wasm preset; scripts/web.sh, docs/web.md): Emscripten compiles the
# libraries and the C interface (skedaddle/c_api.h) into build/wasm/skedaddle.{mjs,wasm}.
# Boost, nlohmann_json and fmt are header-only here, taken from the host's /usr/include through
# a folder that holds only them (the host's C library headers must not reach Emscripten's).
# OpenSSL has no WebAssembly build: the SHA-256 of the outcomes' verification comes from the
# page's JavaScript (@noble/hashes, src/web/sha256.cpp).
set(SKEDADDLE_WASM_INCLUDE ${PROJECT_BINARY_DIR}/host-include)
file(MAKE_DIRECTORY ${SKEDADDLE_WASM_INCLUDE})
foreach(dir boost nlohmann fmt)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "the browser build needs /usr/include/${dir} (scripts/setup.sh)")
  endif()
  file(CREATE_LINK /usr/include/${dir} ${SKEDADDLE_WASM_INCLUDE}/${dir} SYMBOLIC)
endforeach()
add_library(skedaddle_host_headers INTERFACE)
target_include_directories(skedaddle_host_headers SYSTEM INTERFACE ${SKEDADDLE_WASM_INCLUDE})
add_library(Boost::headers ALIAS skedaddle_host_headers)
add_library(nlohmann_json::nlohmann_json ALIAS skedaddle_host_headers)
add_library(skedaddle_host_fmt INTERFACE)
target_link_libraries(skedaddle_host_fmt INTERFACE skedaddle_host_headers)
target_compile_definitions(skedaddle_host_fmt INTERFACE FMT_HEADER_ONLY)
add_library(fmt::fmt ALIAS skedaddle_host_fmt)
add_library(skedaddle_no_openssl INTERFACE)
add_library(OpenSSL::Crypto ALIAS skedaddle_no_openssl)
