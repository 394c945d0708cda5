import type { DemoExercise, DemoSkill } from './types';

/**
 * The extracts and questions on the pages of the demo PDFs after their description (issue 23 §7:
 * those pages held only ruled lines), three per skill. Original texts, pitched for Years 5 to 8.
 */
export const demoExercises: Record<DemoSkill, DemoExercise[]> = {
  Reading: [
    {
      heading: 'Extract: The Night Market',
      extract:
        'Salma had never seen the market after dark. Lanterns swung above the stalls, and the smell of roasted sweet potatoes drifted across the square. Her grandfather walked slowly, greeting every trader by name. When a boy knocked over a basket of oranges, he bent down without a word and helped him gather them, even though his knees clearly ached. Salma watched, and said nothing, but she did not forget it.',
      questions: [
        'Find and copy two details that show the market is busy.',
        'How does the grandfather feel about the traders? Give evidence from the text.',
        'What does "even though his knees clearly ached" suggest about him?',
        'Why do you think Salma "did not forget it"? Explain in your own words.',
      ],
    },
    {
      heading: 'Extract: Power from the Desert',
      extract:
        'Near Aswan, rows of solar panels stretch further than the eye can see. The Benban solar park is one of the largest in the world, and on a clear day it produces enough electricity for hundreds of thousands of homes. Engineers chose the site because the sun shines there almost every day of the year. Cleaning the panels is a constant job: even a thin layer of sand can reduce the power they produce.',
      questions: [
        'Where is the Benban solar park?',
        'Give two reasons why the site was a good choice.',
        'Why is cleaning the panels described as "a constant job"?',
        'Is this text mainly fact or opinion? Explain how you know.',
      ],
    },
    {
      heading: 'Extract: The Letter',
      extract:
        'The envelope had been on the kitchen table since breakfast. Nobody touched it. Omar noticed that his mother moved it twice while she cleared the plates, each time placing it carefully face down. His sister pretended to read, but her eyes kept sliding back to the table. At last his father picked it up, turned it over, and smiled for the first time in a week.',
      questions: [
        'How long has the envelope been on the table?',
        "What do the family's actions tell you about how they feel?",
        'Why might the mother place the envelope "face down"?',
        'What do you think the letter says? Use clues from the extract.',
      ],
    },
  ],
  Writing: [
    {
      heading: 'Model text: A Door Left Open',
      extract:
        'The door to the old lighthouse had been locked for thirty years. So why, on the stormiest night of the winter, was it swinging in the wind? Karim pulled his hood tighter and stepped closer. Inside, something glowed: not a torch, not a candle, but a soft green light that seemed to breathe.',
      questions: [
        'Underline the question the writer uses to hook the reader. Why does it work?',
        'List three details that build suspense.',
        'Rewrite the first sentence so that it opens with the weather.',
        'Write the next paragraph of the story, using at least one short sentence for effect.',
      ],
    },
    {
      heading: 'Model text: Should Homework Be Banned?',
      extract:
        'Every evening, thousands of learners sit at kitchen tables, tired and frustrated, working through pages of homework. Supporters say it builds good habits. However, research suggests that, for younger learners, long homework tasks add little to what they learn in class. Surely the time would be better spent reading for pleasure, playing sport or talking with family?',
      questions: [
        "What is the writer's opinion? Quote the sentence that shows it most clearly.",
        'Find one counter-argument the writer mentions.',
        'Identify a rhetorical question and explain its effect.',
        'Write a paragraph arguing the opposite point of view, with one piece of evidence.',
      ],
    },
    {
      heading: 'Model text: The Harbour at Dawn',
      extract:
        'Before the sun rose, the harbour was a grey sketch of masts and ropes. Then the first light spilled over the water, turning it from slate to silver to gold. Fishermen called to one another in low voices, and a gull stood on a post like a sentry, watching the nets come in.',
      questions: [
        'Find a simile in the text and explain what it shows.',
        'How does the writer show that time is passing?',
        'Choose three words that appeal to the senses.',
        'Describe a place you know at a particular time of day, in about 100 words.',
      ],
    },
  ],
  'Grammar and Punctuation': [
    {
      heading: 'Proofreading: Commas and Clauses',
      extract:
        'When the bell rang the class packed their bags quickly. Mona who sat by the window was the last to leave because she wanted to finish her drawing. Outside the playground was full of noise laughter and the smell of rain. Although it was late the caretaker was still sweeping the steps.',
      questions: [
        'Add a comma after each opening subordinate clause.',
        'Punctuate the relative clause about Mona with a pair of commas.',
        'Add the missing commas to the list in the third sentence.',
        'Write a sentence of your own that begins with "Although".',
      ],
    },
    {
      heading: 'Proofreading: Apostrophes',
      extract:
        'Its the first day of the holidays and the childrens bikes are lined up by the door. Hassans helmet is missing, and he cant remember where he left it. His sisters say its probably in the car, but the cars locked and their fathers keys are upstairs.',
      questions: [
        'Find and correct four missing apostrophes for contraction.',
        'Correct the apostrophes for possession in "childrens bikes" and "fathers keys".',
        'Explain the difference between "its" and "it\'s" with an example of each.',
        'Write two sentences about your own holiday, each with a possessive apostrophe.',
      ],
    },
    {
      heading: 'Grammar focus: Active and Passive',
      extract:
        'The new library was opened by the head teacher on Monday. More than two thousand books had been donated by families, and the shelves were built by Year 8 learners in their design lessons. Every visitor was given a bookmark made by the youngest classes.',
      questions: [
        'Underline every verb in the passive voice.',
        'Rewrite the first sentence in the active voice.',
        'Why might a writer choose the passive voice in a news report?',
        'Write one active and one passive sentence about a school event.',
      ],
    },
  ],
  Vocabulary: [
    {
      heading: 'Word study: Building Words',
      extract:
        'The explorers were unprepared for the journey. Their map was unreliable, their supplies were insufficient, and the weather was unpredictable. Still, their leader remained hopeful, and her careful planning made the impossible seem achievable.',
      questions: [
        'Find five words with a prefix that means "not".',
        'Write the root word of "achievable" and "hopeful".',
        'Add a suffix to "care" to make two different words, and use each in a sentence.',
        'Make a new word with the prefix "re-" and explain its meaning.',
      ],
    },
    {
      heading: 'Word study: Shades of Meaning',
      extract:
        'At first the wind was gentle, barely moving the palm leaves. By the afternoon it was strong enough to rattle the shutters. By nightfall it was a fierce gale that howled along the empty streets and tore the awnings from the shops.',
      questions: [
        'Put these words in order of strength: breeze, gale, gust, hurricane.',
        'Find two verbs that show the wind growing stronger.',
        'Replace "gentle" with a synonym that keeps the same meaning.',
        'Write three sentences about rain, each with a stronger word than the last.',
      ],
    },
    {
      heading: 'Word study: Meaning from Context',
      extract:
        'The old man was known for his frugal habits. He mended his own shoes, reused every envelope, and never bought anything he could make himself. His neighbours thought him eccentric, but when the town needed money for a new clinic, his generous gift astonished them all.',
      questions: [
        'Use the clues in the text to explain what "frugal" means.',
        'What does "eccentric" suggest about how the neighbours saw him?',
        'Find an antonym in the text for "frugal".',
        'Choose one new word from the passage and use it in a sentence of your own.',
      ],
    },
  ],
  'Speaking and Listening': [
    {
      heading: 'Talk plan: A Place I Know Well',
      extract:
        'You are going to give a two-minute talk about a place you know well. Start by saying where it is and why it matters to you. Give three details that help your audience picture it. Finish with a memory or a question for your listeners. Speak clearly, look up from your notes, and pause after each main point.',
      questions: [
        'Note the place you will describe and one reason it matters to you.',
        'Write three details that will help your audience picture it.',
        'Plan an ending: a memory or a question for your listeners.',
        'After your talk, note one thing that went well and one thing to improve.',
      ],
    },
    {
      heading: 'Transcript: A Group Discussion',
      extract:
        'Aya: I think we should plant trees along the school wall. Youssef: That is a good idea, but who would water them in the summer? Aya: Good point. Maybe each class could take a week. Nour: Could we ask the garden club to help as well? Youssef: Yes, and we could build on that by asking parents too.',
      questions: [
        "Find one place where a speaker builds on someone else's idea.",
        'How does Youssef disagree politely?',
        'What question does Nour ask, and why does it help the discussion?',
        'Write two sentence starters you could use to challenge an idea respectfully.',
      ],
    },
    {
      heading: 'Listening: The Museum Announcement',
      extract:
        "Good morning, visitors. The Grand Egyptian Museum opens at nine o'clock today. The children's workshop on hieroglyphs begins at ten in Room 4 and lasts forty-five minutes. Please note that the café on the second floor is closed for cleaning; drinks are available at the kiosk by the main entrance.",
      questions: [
        'What time does the museum open?',
        "Where and when is the children's workshop?",
        'Why is the café closed, and where can visitors buy drinks instead?',
        'Listen to a partner read the announcement aloud, then retell it in three sentences.',
      ],
    },
  ],
};
