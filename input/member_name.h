// The names of archive members as handaudit shows them (docs/archives.md).
// A member's name is text from the archive, which anyone may have written:
// it is shown, never used to open or write anything.
#pragma once

#include <string>
#include <string_view>

namespace input {

// Between an archive's name and a member's: "night.zip:tables/t1.txt".
inline constexpr char kMemberSeparator = ':';

// True when a component of the member path `path` starts with '.' (".",
// ".." and empty components excepted), as hidden files are skipped below a
// folder: "tables/.t1.txt", ".git/config", "__MACOSX/._t1.txt".
bool member_is_hidden(std::string_view path);

// `path` safe to print on a terminal and in any report: leading "./" taken
// off (tar -C dir .); each control character (C0, DEL, C1) and each byte
// that is not part of valid UTF-8 written as \xNN (the C1 characters as
// \u0080..\u009f), so that an escape sequence in a name cannot reach a
// terminal. An empty name becomes "?".
std::string member_display_name(std::string_view path);

// `archive` + ':' + the display name of `path`.
std::string member_full_name(std::string_view archive, std::string_view path);

}  // namespace input
