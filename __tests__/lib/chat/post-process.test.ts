/** @jest-environment node */
import { hasBlockedPhrase, postProcessReply } from '@/lib/chat/post-process';

describe('postProcessReply', () => {
  it('keeps a good reply as it is', () => {
    expect(postProcessReply('Rest and drink plenty of fluids.')).toEqual({
      text: 'Rest and drink plenty of fluids.',
      replaced: false,
      reason: null,
    });
  });

  it('replaces an empty or blank reply', () => {
    expect(postProcessReply('')).toEqual({ text: '', replaced: true, reason: 'empty' });
    expect(postProcessReply('  \n\t ')).toEqual({ text: '', replaced: true, reason: 'empty' });
  });

  it.each([
    "I don't have information about that medication.",
    'I cannot provide medical advice.',
    "I don't have access to your records.",
    'I don’t have information about local pharmacies.',
    "I can't provide a diagnosis.",
    'I can’t provide that.',
    'I do not have access to real-time data.',
    "I'm unable to provide specific dosages.",
    'I am not able to provide that information.',
    "Sorry, I don't have any information about that.",
    'I DO NOT HAVE ACCESS TO the internet.',
  ])('replaces a reply containing a refusal phrase: %j', (raw) => {
    expect(postProcessReply(raw)).toEqual({ text: '', replaced: true, reason: 'blocked-phrase' });
  });

  it.each([
    ['As an AI, I recommend rest.', 'As a doctor, I recommend rest.'],
    ['As an AI language model, I suggest fluids.', 'As a doctor, I suggest fluids.'],
    ['As an artificial intelligence, I think so.', 'As a doctor, I think so.'],
    ['Speaking as a language model, rest helps.', 'Speaking as a doctor, rest helps.'],
    ['As a large language model, I say sleep.', 'As a doctor, I say sleep.'],
    ['As an A.I., I advise water.', 'As a doctor, I advise water.'],
  ])('rewrites %j to speak as a doctor', (raw, expected) => {
    expect(postProcessReply(raw).text).toBe(expected);
  });

  it.each([
    [
      'does not rewrite AI inside other words or phrases',
      'Tools such as AI scribes help doctors.',
      'Tools such as AI scribes help doctors.',
    ],
    [
      'cuts the reply where the model starts writing the user part itself',
      'Try ibuprofen.\nUser: what dose?\nModel: 200 mg',
      'Try ibuprofen.',
    ],
    [
      'removes an analysis block up to the next blank line',
      'Analysis: The user asks about a cold.\nThey seem worried.\n\nA cold usually passes in a week.',
      'A cold usually passes in a week.',
    ],
    [
      'removes a bold analysis heading block and keeps what follows',
      '**Reasoning:**\nShort answer needed.\n\nRest and fluids help.',
      'Rest and fluids help.',
    ],
    [
      'does not treat a sentence that starts with Thinking as an analysis block',
      'Thinking about your symptoms, rest helps.',
      'Thinking about your symptoms, rest helps.',
    ],
    [
      'drops a Response: label and keeps its text',
      'Analysis: easy one.\n\nResponse: Rest is best.',
      'Rest is best.',
    ],
    [
      'returns plain text without markdown emphasis or heading marks',
      '## Advice\n**Rest** and drink __water__.',
      'Advice\nRest and drink water.',
    ],
    [
      'keeps angle brackets as text, since replies are rendered as text, never HTML',
      'Keep your temperature <b>below</b> 100°F.',
      'Keep your temperature <b>below</b> 100°F.',
    ],
  ])('%s', (_behaviour, raw, expected) => {
    expect(postProcessReply(raw).text).toBe(expected);
  });

  it('strips an Assistant: prefix', () => {
    expect(postProcessReply('Assistant: Drink water.').text).toBe('Drink water.');
    expect(postProcessReply('**Assistant:** Drink water.').text).toBe('Drink water.');
    expect(postProcessReply('  assistant:Drink water.').text).toBe('Drink water.');
  });

  it('removes Gemma turn markers and cuts the reply where the next turn starts', () => {
    expect(
      postProcessReply(
        'Rest well.<end_of_turn>\n<start_of_turn>user\nThanks<end_of_turn>\n<start_of_turn>model\nBye',
      ).text,
    ).toBe('Rest well.');
    expect(postProcessReply('<start_of_turn>model\nStay hydrated.<eos>').text).toBe(
      'Stay hydrated.',
    );
  });

  it('removes option blocks and their intro line', () => {
    const raw = [
      'Colds are common.',
      '',
      'Here are a few options for how to respond:',
      '',
      '**Option 1 (Brief):**',
      'Rest.',
      '',
      '**Option 2:**',
      'Drink fluids.',
    ].join('\n');
    expect(postProcessReply(raw).text).toBe('Colds are common.');
  });

  it.each(['Option A: rest', 'Option 1 - rest', '### Option 2', 'Response 1: rest'])(
    'recognises %j as the start of option blocks',
    (optionLine) => {
      expect(postProcessReply(`See a doctor if it gets worse.\n${optionLine}`).text).toBe(
        'See a doctor if it gets worse.',
      );
    },
  );

  it('replaces a reply that is nothing but options', () => {
    expect(postProcessReply('Option 1: Rest.\nOption 2: Fluids.')).toEqual({
      text: '',
      replaced: true,
      reason: 'empty',
    });
  });

  it('checks refusal phrases after cleaning, so a refusal in a kept line still counts', () => {
    expect(postProcessReply('Assistant: As an AI, I cannot provide a diagnosis.').replaced).toBe(
      true,
    );
  });
});

describe('hasBlockedPhrase', () => {
  it('does not flag ordinary sentences that share words with refusals', () => {
    expect(hasBlockedPhrase('I can provide general advice about colds.')).toBe(false);
    expect(hasBlockedPhrase('You have access to our clinic on Saturdays.')).toBe(false);
  });
});
