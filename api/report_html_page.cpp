#include "api/report_html_page.h"

#include "api/html_text.h"

namespace api::html {

std::string content_security_policy() {
  // The blocks are fixed text: hashed once a process.
  static const std::string kPolicy = "default-src 'none'; style-src " + csp_hash(page_style()) + "; script-src " +
                                     csp_hash(page_script()) + "; img-src data:; base-uri 'none'; form-action 'none'";
  return kPolicy;
}

void append_page_head(std::string& out, std::string_view title,
                      std::initializer_list<std::pair<std::string_view, std::string_view>> sections,
                      std::string_view render_after) {
  out += "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"";
  append_attribute(out, content_security_policy());
  out += "\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>";
  append_text(out, title);
  out += "</title>\n";
  if (!render_after.empty()) {
    out += "<link rel=\"expect\" href=\"#";
    out += render_after;
    out += "\" blocking=\"render\">\n";
  }
  out += "<style>";
  out += page_style();
  out += "</style></head>\n<body><a class=\"skip\" href=\"#main\">Skip to the report</a>\n<header id=\"top\"><h1>";
  append_text(out, title);
  out += "</h1><nav aria-label=\"Sections\">";
  for (const auto& [id, name] : sections) {
    out += "<a href=\"#";
    out += id;
    out += "\">";
    out += name;
    out += "</a> ";
  }
  out += "</nav><label class=\"deck\"><input type=\"checkbox\" id=\"four-colour\"> Four-colour deck</label></header>\n"
         "<main id=\"main\" tabindex=\"-1\">\n";
}

void append_page_end(std::string& out) {
  out += "</main>\n<script>";
  out += page_script();
  out += "</script>\n</body></html>\n";
}

}  // namespace api::html
