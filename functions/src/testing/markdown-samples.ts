/** Markdown files as Hugo, Astro and Jekyll write them, for the import's tests (portability/markdown-import.ts). */

export const hugo = {
  // Hugo: TOML front matter, a page bundle per post, the translation beside it.
  'content/posts/forms-that-forgive/index.md': `+++
title = "Forms that forgive"
date = 2024-03-02T10:00:00Z
lastmod = 2024-03-05
description = "Errors said once, where they happen."
tags = ["Forms", "Accessibility"]
draft = false
series = ["ux"]
+++

Body with ![a field](field.png) and a [link](https://example.com).
`,
  'content/posts/forms-that-forgive/index.es.md': `+++
title = "Formularios que perdonan"
date = 2024-03-02T10:00:00Z
description = "Los errores, una vez y donde ocurren."
tags = ["Formularios", "Accesibilidad"]
+++
Cuerpo.
`,
};
export const astro = {
  // Astro: YAML, a folder per language, pubDate and heroImage as its blog starter writes them.
  'src/content/blog/en/hello-astro.md':
    '---\ntitle: Hello Astro\ndescription: First post\npubDate: Jul 08 2022\nheroImage: /blog-placeholder.jpg\n---\n# Hi\n',
  'src/content/blog/es/hello-astro.md': '---\ntitle: Hola Astro\ndescription: Primera entrada\npubDate: Jul 08 2022\n---\n# Hola\n',
  'src/content/projects/tide.md': '---\ntitle: Tide\ndescription: A weather app\ndraft: true\n---\nAbout.\n',
};
export const jekyll = {
  // Jekyll: a date in the file name, categories as a string, published: false for a draft.
  '_posts/2023-01-15-my-first-post.markdown':
    '---\nlayout: post\ntitle: "My first post"\ncategories: jekyll update\npublished: false\n---\nWelcome.\n',
};
