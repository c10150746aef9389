// Pages an editor writes, for the tests that build or serve a copy of the project.

/** A hand-written .astro page marked as a draft (docs/editors.md "Drafts and hiding"). */
export const draftAstroPage = {
  file: 'src/pages/best-design-awards/press.astro',
  text: [
    '---',
    "import ContentPage from '../../layouts/ContentPage.astro';",
    '',
    'export const draft = true;',
    '---',
    '',
    '<ContentPage title="Press" description="For journalists.">',
    '  <p>Logos and photos.</p>',
    '</ContentPage>',
    '',
  ].join('\n'),
};
