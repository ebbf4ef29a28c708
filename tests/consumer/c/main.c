/* SPDX-License-Identifier: MIT */
/* A C program using the installed package's C interface (skedaddle/c_api.h), built with a C
 * compiler and pkg-config alone (tests/consumer/run.sh): validates and resolves one scenario
 * file and prints the status and the answer's first line. Usage: skedaddle_consumer_c FILE */
#include <skedaddle/c_api.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The whole file `path` as a NUL-terminated string the caller frees, or NULL. */
static char* read_all(const char* path) {
  FILE* f = fopen(path, "rb");
  if (f == NULL) return NULL;
  size_t size = 0;
  size_t capacity = 4096;
  char* text = malloc(capacity);
  for (size_t n; text != NULL && (n = fread(text + size, 1, capacity - size - 1, f)) > 0;) {
    size += n;
    if (capacity - size < 2) {
      char* larger = realloc(text, capacity *= 2);
      if (larger == NULL) free(text);
      text = larger;
    }
  }
  fclose(f);
  if (text != NULL) text[size] = '\0';
  return text;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fputs("usage: skedaddle_consumer_c FILE\n", stderr);
    return 2;
  }
  char* scenario = read_all(argv[1]);
  if (scenario == NULL) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  int worst = SKD_OK;
  const char* verbs[] = {"validate", "resolve"};
  for (int i = 0; i < 2; ++i) {
    char* answer = NULL;
    const int status = skd_call(verbs[i], scenario, "", &answer);
    if (status > worst) worst = status;
    const size_t line = answer == NULL ? 0 : strcspn(answer, "\n");
    printf("%s %d %.*s\n", verbs[i], status, (int)line, answer == NULL ? "" : answer);
    skd_free(answer);
  }
  free(scenario);
  return worst;
}
