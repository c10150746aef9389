// The editing screen's widget for a winner's title (`nameOrTextSchema` in
// src/microsite/content/localized.ts): one name as written, the same in
// every language ("Kitchen Garden Seeds"), or a text per language for a
// title that describes the work. A button switches between the two. Runs in
// the browser beside Decap CMS's bundle, with its `h` and `createClass`
// (https://decapcms.org/docs/custom-widgets/); the languages come from the
// field's configuration (cms-fields.ts), in the order of src/i18n.
/* global CMS, createClass, h */

/** The value as plain data: a loaded file's texts arrive as an Immutable map. */
function plain(value) {
  return value && typeof value.toJS === 'function' ? value.toJS() : value;
}

/** The field's languages: `{ code, label, required }`. */
function languagesOf(field) {
  return plain(field.get('languages')) ?? [];
}

const buttonStyle = {
  marginTop: '8px',
  border: 'none',
  background: 'none',
  color: '#3a69c7',
  cursor: 'pointer',
  padding: 0,
  font: 'inherit',
};

const inputStyle = {
  boxSizing: 'border-box',
  width: '100%',
  padding: '8px',
  border: '1px solid #dfdfe3',
  borderRadius: '4px',
  font: 'inherit',
};

const NameOrTextControl = createClass({
  /** Texts in the languages' order, without empty ones (an empty line is an error in the file). */
  texts(changes) {
    const texts = { ...plain(this.props.value), ...changes };
    const ordered = {};
    for (const { code } of languagesOf(this.props.field)) {
      if (typeof texts[code] === 'string' && texts[code] !== '') ordered[code] = texts[code];
    }
    return ordered;
  },

  isValid() {
    const value = plain(this.props.value);
    if (typeof value !== 'object' || value === null) return true;
    const missing = languagesOf(this.props.field).filter(
      ({ code, required }) => required && !value[code],
    );
    return missing.length === 0
      ? true
      : {
          error: { message: `Write the title in ${missing.map(({ label }) => label).join(', ')}.` },
        };
  },

  render() {
    const { forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props;
    const value = plain(this.props.value);
    const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle };
    if (typeof value !== 'object' || value === null) {
      return h(
        'div',
        null,
        h('input', {
          id: forID,
          type: 'text',
          className: classNameWrapper,
          value: value ?? '',
          onChange: (event) => onChange(event.target.value),
          ...focus,
        }),
        h(
          'button',
          {
            type: 'button',
            style: buttonStyle,
            onClick: () => onChange({ en: value ?? '' }),
          },
          'Write the title per language (a title that describes the work)',
        ),
      );
    }
    return h(
      'div',
      null,
      h(
        'div',
        { id: forID, className: classNameWrapper },
        languagesOf(this.props.field).map(({ code, label }) =>
          h(
            'p',
            { key: code, style: { margin: '0 0 12px' } },
            h('label', { htmlFor: `${forID}-${code}`, style: { display: 'block' } }, label),
            h('input', {
              id: `${forID}-${code}`,
              type: 'text',
              lang: code,
              value: value[code] ?? '',
              style: inputStyle,
              onChange: (event) => onChange(this.texts({ [code]: event.target.value })),
              ...focus,
            }),
          ),
        ),
      ),
      h(
        'button',
        { type: 'button', style: buttonStyle, onClick: () => onChange(value.en ?? '') },
        'Write one name for every language (the work’s name)',
      ),
    );
  },
});

CMS.registerWidget('name-or-text', NameOrTextControl);
